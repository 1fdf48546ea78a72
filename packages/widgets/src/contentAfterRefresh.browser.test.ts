import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { DictationWidgetElement } from './DictationWidgetElement';
import { storeSignIn } from './testing/storedSignIn';
import { servicesFor } from './widgetConnection';

// Issue 33: an element imports React and its content once the page's token refresh has gone out
// (at most 0.1 s later). Their evaluation is a long task, and the tabs' refresh lock is granted
// in a task of its own: on the host page the refresh, and every read after it, waited for it.

const loadBody = vi.fn(async () => () => null);

/** An element whose body's import the test watches. */
class ImportProbe extends DictationWidgetElement {
  protected loadBody() {
    return loadBody();
  }
  protected bodyProps() {
    return {};
  }
}

beforeAll(() => customElements.define('dictation-import-probe', ImportProbe));

afterEach(() => {
  document.body.replaceChildren();
  vi.restoreAllMocks();
  vi.useRealTimers();
  loadBody.mockClear();
});

function addProbe(clientId: string): void {
  const probe = document.createElement('dictation-import-probe');
  probe.setAttribute('client-id', clientId);
  document.body.append(probe);
}

/** A returning user of `clientId` whose token refresh goes out when the test says. */
function refreshNotSentYet(clientId: string) {
  storeSignIn(clientId);
  const { session } = servicesFor({ apiBaseUrl: '', clientId, accessTokenProvider: undefined });
  let send = () => {};
  vi.spyOn(session, 'refreshSent').mockReturnValue(
    new Promise<void>((resolve) => {
      send = resolve;
    }),
  );
  vi.spyOn(session, 'getAccessToken').mockReturnValue(new Promise(() => {}));
  return { send: () => send() };
}

describe("an element's content is imported once the page's token refresh has gone out", () => {
  it('imported as the refresh is sent', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    const refresh = refreshNotSentYet('import-after-refresh');
    addProbe('import-after-refresh');
    await vi.advanceTimersByTimeAsync(50);
    expect(loadBody).not.toHaveBeenCalled();
    refresh.send();
    await vi.advanceTimersByTimeAsync(0);
    expect(loadBody).toHaveBeenCalledTimes(1);
  });

  it('imported after 0.1 s when the refresh cannot go out yet (another tab holds its lock)', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    refreshNotSentYet('refresh-held-elsewhere');
    addProbe('refresh-held-elsewhere');
    await vi.advanceTimersByTimeAsync(99);
    expect(loadBody).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(loadBody).toHaveBeenCalledTimes(1);
  });

  it('imported at once on a signed-out page: it has no refresh to wait for', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    addProbe('signed-out-probe');
    await vi.advanceTimersByTimeAsync(0);
    expect(loadBody).toHaveBeenCalledTimes(1);
  });
});
