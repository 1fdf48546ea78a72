import { readDssHeader } from './dss';
import { AudioFormatError } from './errors';
import { type AudioFileFormat, audioFileFormat, isPlayableBeforeUpload } from './formats';
import { readWavLayout, wavDurationMs } from './wav';

/** What probing a file found. */
export interface ProbeResult {
  format: AudioFileFormat;
  /** Duration in ms, or null for formats whose duration is not checked (wma). */
  durationMs: number | null;
  /** Whether the browser can play it before upload. */
  playable: boolean;
}

const MIME_TYPES: Partial<Record<AudioFileFormat, string>> = {
  mp3: 'audio/mpeg',
  opus: 'audio/ogg',
  m4a: 'audio/mp4',
};

/**
 * Duration from metadata through music-metadata's browser-compatible `parseBuffer`. The parser
 * (with file-type) is most of this package's weight and only the upload check needs it, so it is
 * loaded when a file is being checked, not with the recorder.
 */
async function metadataDurationMs(
  bytes: Uint8Array,
  format: AudioFileFormat,
  fileName: string,
): Promise<number> {
  const { parseBuffer } = await import('music-metadata');
  let duration: number | undefined;
  try {
    const metadata = await parseBuffer(
      bytes,
      { mimeType: MIME_TYPES[format], path: fileName, size: bytes.length },
      {
        duration: true,
        skipCovers: true,
      },
    );
    duration = metadata.format.duration;
  } catch (error) {
    const truncated = error instanceof Error && /end[- ]of[- ]stream/i.test(`${error.name} ${error.message}`);
    throw new AudioFormatError(
      truncated ? 'truncated' : 'invalid',
      `Cannot read ${format} metadata: ${error instanceof Error ? error.message : String(error)}`,
    );
  }
  if (duration === undefined || !Number.isFinite(duration) || duration <= 0) {
    throw new AudioFormatError('invalid', `No duration found in the ${format} file`);
  }
  return duration * 1000;
}

/**
 * The duration of an upload candidate (spec 000 section 5): from metadata for wav, opus, mp3 and
 * m4a, from the header for dss and ds2, not checked for wma.
 * @throws AudioFormatError `unsupported` for extensions outside the whitelist; `truncated` or
 *   `invalid` for files that end early or do not hold what their extension says
 */
export async function probeDuration(bytes: Uint8Array, fileName: string): Promise<ProbeResult> {
  const format = audioFileFormat(fileName);
  if (!format) throw new AudioFormatError('unsupported', 'Unsupported file format');
  const playable = isPlayableBeforeUpload(fileName);
  switch (format) {
    case 'wma':
      return { format, durationMs: null, playable };
    case 'dss':
    case 'ds2':
      return { format, durationMs: readDssHeader(bytes).durationMs, playable };
    case 'wav':
      return { format, durationMs: wavDurationMs(readWavLayout(bytes)), playable };
    default:
      return { format, durationMs: await metadataDurationMs(bytes, format, fileName), playable };
  }
}
