import * as z from 'zod/mini';
import { optionalFlag, optionalNumber, optionalText } from './common';

/** Recording settings (spec 000 section 3). */
export const recordingSettingsSchema = z.looseObject({
  webDefaultToOverwrite: optionalFlag,
  mobileDefaultToOverride: optionalFlag,
  userProfileId: optionalNumber,
  webEnableStartStopSound: optionalFlag,
  enabledAIPostProcession: optionalFlag,
});
export type RecordingSettings = z.infer<typeof recordingSettingsSchema>;

/** Pedal button value: None 0, Left 10, Center 20, Right 30, Top 40 (spec 000 section 9). */
const pedalButton = z.int();

/**
 * Foot pedal settings as the server reads and writes them (`POST author/deviceSettings/footPedal`):
 * numbers that may be null. `@dictation/pedal`'s `FootPedalSettings` is the form's state, known
 * options only; the portal converts between the two.
 */
export const footPedalSettingsSchema = z.looseObject({
  playStopButton: pedalButton,
  rewindButton: pedalButton,
  forwardButton: pedalButton,
  /** Click 10 or hold 20. */
  playStopMode: z.nullish(z.int()),
  /** Seconds, default 3. */
  rewindOnStop: z.nullish(z.number()),
  playRecordButton: z.nullish(pedalButton),
  rewindRecordButton: z.nullish(pedalButton),
  recordButton: z.nullish(pedalButton),
  enableFootpedalRecording: optionalFlag,
});
export type WireFootPedalSettings = z.infer<typeof footPedalSettingsSchema>;

/** Spellcheck settings. */
export const spellcheckSettingsSchema = z.looseObject({
  useSpellcheck: optionalFlag,
  spellcheckCustomDictionaryId: z.nullish(z.union([z.number(), z.string()])),
});
export type SpellcheckSettings = z.infer<typeof spellcheckSettingsSchema>;

/** A Text magic transformation ("spell"). */
export const spellSchema = z.looseObject({
  id: z.int(),
  title: z.string(),
  description: optionalText,
});
export type Spell = z.infer<typeof spellSchema>;

/** `GET author/ai-results/summary/{id}`. */
export const aiSummarySchema = z.looseObject({ content: optionalText });
export type AiSummary = z.infer<typeof aiSummarySchema>;

/** Body of `POST author/spells/apply`. */
export const spellApplyPayloadSchema = z.object({
  letterId: z.int(),
  spellId: z.int(),
  textForProcess: z.string(),
});
export type SpellApplyPayload = z.infer<typeof spellApplyPayloadSchema>;

/** Answer of `POST author/spells/apply`. */
export const spellResultSchema = z.looseObject({
  spellId: z.int(),
  result: optionalText,
});
export type SpellResult = z.infer<typeof spellResultSchema>;
