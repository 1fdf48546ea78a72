/** User-facing strings, worded exactly as spec 000 section 5 (audio file checks). */
export const messages = {
  unsupportedFormat: 'Unsupported file format',
  tooBig: (maxSizeMb: string) => `The file is too big (>${maxSizeMb}Mb)`,
  tooSmall: (minSizeKb: string) => `The file is too small (${minSizeKb}Kb)`,
  tooShort: (minDurationSeconds: string) => `The audio is too short (<${minDurationSeconds}s)`,
  tooLong: (maxDurationMinutes: string) => `The audio is too long (>${maxDurationMinutes}min)`,
} as const;
