import { stepNames } from '@dictation/core';
import { messages } from '../messages';
import type { ListContext, ListMode } from '../types';

/**
 * The Status filter's choices. In progress: the workflow steps, where the outsource-suffixed
 * items (processing_os, to review_os, Outsource Transcription) and Manual Transcription appear
 * only when those features are enabled (spec 001 section 2). Completed: All, Completed, Deleted.
 */
export interface StatusOption {
  id: string;
  label: string;
  /** Step name matched by `workflowStepName`, or undefined for the completed-mode choices. */
  stepName?: string;
  /** `onOutsource` value the step is restricted to, when the same step name has both kinds. */
  onOutsource?: boolean;
  requires?: 'outsource' | 'manual';
}

export const allStatusId = 'all';

export const inProgressStatusOptions: readonly StatusOption[] = [
  { id: allStatusId, label: messages.options.all },
  { id: 'audioCapture', label: stepNames.audioCapture, stepName: stepNames.audioCapture },
  { id: 'speechRecognition', label: stepNames.speechRecognition, stepName: stepNames.speechRecognition },
  { id: 'processing', label: stepNames.processing, stepName: stepNames.processing, onOutsource: false },
  {
    id: 'processingOutsource',
    label: 'Processing (outsource)',
    stepName: stepNames.processing,
    onOutsource: true,
    requires: 'outsource',
  },
  {
    id: 'outsourceTranscription',
    label: stepNames.outsourceTranscription,
    stepName: stepNames.outsourceTranscription,
    requires: 'outsource',
  },
  { id: 'toReview', label: stepNames.toReview, stepName: stepNames.toReview, onOutsource: false },
  {
    id: 'toReviewOutsource',
    label: 'To Review (outsource)',
    stepName: stepNames.toReview,
    onOutsource: true,
    requires: 'outsource',
  },
  {
    id: 'manualTranscription',
    label: stepNames.manualTranscription,
    stepName: stepNames.manualTranscription,
    requires: 'manual',
  },
];

export const completedStatusOptions: readonly StatusOption[] = [
  { id: allStatusId, label: messages.options.all },
  { id: 'completed', label: messages.options.completed },
  { id: 'deleted', label: messages.options.deleted },
];

export function statusOptionsFor(
  mode: ListMode,
  context: Pick<ListContext, 'outsourceEnabled' | 'manualEnabled'>,
): StatusOption[] {
  if (mode === 'completed') return [...completedStatusOptions];
  return inProgressStatusOptions.filter(
    (option) =>
      (option.requires !== 'outsource' || context.outsourceEnabled) &&
      (option.requires !== 'manual' || context.manualEnabled),
  );
}

export function findStatusOption(mode: ListMode, id: string): StatusOption | undefined {
  const options = mode === 'completed' ? completedStatusOptions : inProgressStatusOptions;
  return options.find((option) => option.id === id);
}
