import {
  AudioFormatError,
  type AudioLimits,
  checkAudioFile,
  isPlayableBeforeUpload,
  probeDuration,
  UPLOAD_EXTENSIONS,
} from '@dictation/audio';
import { uploadMessages as messages } from '../messages';
import { emptyDetails, type UploadFileDetails } from './uploadRules';

/** A file waiting for Complete, with what the checks learnt about it. */
export interface UploadFile {
  id: string;
  file: File;
  name: string;
  /** Null for wma, whose duration is not checked (spec 000 section 5). */
  durationMs: number | null;
  playable: boolean;
  details: UploadFileDetails;
}

/** A row of the 'cannot be processed' table: Date, File Name, Reason (spec 000 section 2). */
export interface RejectedFile {
  date: Date;
  fileName: string;
  reason: string;
}

/** For the file input: the extensions of spec 000 section 5. */
export const acceptedFileTypes = UPLOAD_EXTENSIONS.map((extension) => `.${extension}`);

export type ReadOutcome =
  | { kind: 'accepted'; file: UploadFile }
  | { kind: 'rejected'; rejection: RejectedFile };

/**
 * Checks one picked file against the limits (spec 000 section 5): format and size first, so a
 * 2 GB file is refused without being read, then the duration from its metadata or header.
 */
export async function readUploadFile(
  file: File,
  limits: AudioLimits,
  options: { id: string; now: () => Date },
): Promise<ReadOutcome> {
  const reject = (reason: string): ReadOutcome => ({
    kind: 'rejected',
    rejection: { date: options.now(), fileName: file.name, reason },
  });
  const sizeProblem = checkAudioFile({ name: file.name, size: file.size, durationMs: null }, limits);
  if (sizeProblem) return reject(sizeProblem);
  let durationMs: number | null;
  try {
    durationMs = (await probeDuration(new Uint8Array(await file.arrayBuffer()), file.name)).durationMs;
  } catch (error) {
    if (error instanceof AudioFormatError) return reject(messages.unreadableAudio);
    throw error;
  }
  const durationProblem = checkAudioFile({ name: file.name, size: file.size, durationMs }, limits);
  if (durationProblem) return reject(durationProblem);
  return {
    kind: 'accepted',
    file: {
      id: options.id,
      file,
      name: file.name,
      durationMs,
      playable: isPlayableBeforeUpload(file.name),
      details: emptyDetails,
    },
  };
}

/** Spec 000 section 4: a file whose name is already in the list (or earlier in the pick) is ignored. */
export function withoutDuplicateNames(picked: readonly File[], listed: readonly { name: string }[]): File[] {
  const seen = new Set(listed.map((file) => file.name));
  return picked.filter((file) => {
    if (seen.has(file.name)) return false;
    seen.add(file.name);
    return true;
  });
}
