/** Extensions accepted for upload (spec 000 section 5). */
export const UPLOAD_EXTENSIONS = ['wav', 'opus', 'mp3', 'm4a', 'dss', 'ds2', 'wma'] as const;

/** An accepted upload format, named by its extension. */
export type AudioFileFormat = (typeof UPLOAD_EXTENSIONS)[number];

/** Formats a browser can play before upload; wma, dss and ds2 cannot (spec 000 section 2). */
export const PLAYABLE_BEFORE_UPLOAD: readonly AudioFileFormat[] = ['wav', 'opus', 'mp3', 'm4a'];

/** The accepted format of a file name (by its extension, any case), or null. */
export function audioFileFormat(fileName: string): AudioFileFormat | null {
  const dot = fileName.lastIndexOf('.');
  if (dot < 0) return null;
  const extension = fileName.slice(dot + 1).toLowerCase();
  return (UPLOAD_EXTENSIONS as readonly string[]).includes(extension) ? (extension as AudioFileFormat) : null;
}

/** Whether the file can be played in the browser before upload. */
export function isPlayableBeforeUpload(fileName: string): boolean {
  const format = audioFileFormat(fileName);
  return format !== null && PLAYABLE_BEFORE_UPLOAD.includes(format);
}
