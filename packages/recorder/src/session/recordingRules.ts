import { recorderMessages } from '../messages';
import { recordingLimits } from '../recordingConstants';

export interface RecordPreconditions {
  supported: boolean;
  deviceId: string | null;
  departmentSelected: boolean;
  lengthMs: number;
}

export type RecordRefusal = 'browser' | 'microphone' | 'department' | 'duration';

/** The last length at which recording may still run (the 10 s guard before 30 min). */
export const recordingStopAtMs = recordingLimits.maximumMs - recordingLimits.guardMs;

/** Spec 000 section 5: what Record needs, checked in this order. Undefined when it may start. */
export function refusalOf(conditions: RecordPreconditions): RecordRefusal | undefined {
  if (!conditions.supported) return 'browser';
  if (!conditions.deviceId) return 'microphone';
  if (!conditions.departmentSelected) return 'department';
  if (conditions.lengthMs >= recordingStopAtMs) return 'duration';
  return undefined;
}

export const refusalMessages: Record<RecordRefusal, string> = {
  browser: recorderMessages.browserNotSupported,
  microphone: recorderMessages.noMicrophoneSelected,
  department: recorderMessages.departmentRequired,
  duration: recorderMessages.durationLimitReached,
};

/** Spec 000 section 5: recordings under 4 s are rejected (a recording that exists but is shorter). */
export function isTooShort(lengthMs: number): boolean {
  return lengthMs > 0 && lengthMs < recordingLimits.minimumMs;
}
