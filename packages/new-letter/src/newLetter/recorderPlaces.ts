/**
 * Where on the host's page each recent job of this tab is recorded, so a reload reopens a job in
 * the recorder that recorded it, not in whichever recorder of the page mounts first. Session
 * storage: this tab only, kept across its reloads, shared with its frames of the same origin.
 */
const storageKey = 'dictation:recorder-places';
/** A few jobs are enough: only the author's one open job is ever reopened. */
const jobsKept = 20;

type Places = [audioKey: string, place: string][];

function tabStorage(): Storage | undefined {
  try {
    return globalThis.sessionStorage;
  } catch {
    return undefined; // blocked by the browser's settings, or a sandboxed frame
  }
}

function readPlaces(): Places {
  try {
    const places: unknown = JSON.parse(tabStorage()?.getItem(storageKey) ?? '[]');
    return Array.isArray(places)
      ? places.filter(
          (pair): pair is Places[number] =>
            Array.isArray(pair) && typeof pair[0] === 'string' && typeof pair[1] === 'string',
        )
      : [];
  } catch {
    return [];
  }
}

/** The recorder at `place` records into the job of `audioKey`. */
export function rememberPlace(audioKey: string, place: string): void {
  const places = readPlaces().filter(([key]) => key !== audioKey);
  places.push([audioKey, place]);
  try {
    tabStorage()?.setItem(storageKey, JSON.stringify(places.slice(-jobsKept)));
  } catch {
    // Not remembered: the job reopens in the recorder the tab's other rules choose.
  }
}

/** Where the job of `audioKey` was recorded in this tab, if it was. */
export function placeThatRecorded(audioKey: string): string | undefined {
  return readPlaces().find(([key]) => key === audioKey)?.[1];
}
