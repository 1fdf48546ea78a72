/** Samples per ms at the canonical 16 kHz: whole ms are whole samples, so ms positions stay exact. */
export const samplesPerMs = 16;
export const canonicalSampleRate = 16000;
