/**
 * The upload-audio flow (spec 000 sections 2, 4, 5 and 8), moved out of the portal (issue 18):
 * pick files, check them against the audio limits, give each its letter's details, complete them
 * one by one with the reports of what was refused, failed or already there. The portal's Upload
 * audio page composes it; the rules are exported for hosts and tests.
 */
export { UploadAudio, type UploadAudioProps } from './UploadAudio';
export {
  acceptedFileTypes,
  type ReadOutcome,
  type RejectedFile,
  readUploadFile,
  type UploadFile,
  withoutDuplicateNames,
} from './uploadFiles';
export {
  emptyDetails,
  emptyTarget,
  importOrganisations,
  importRequest,
  type UploadFileDetails,
  type UploadTarget,
  uploadFailureReason,
  uploadProblems,
  withPriority,
} from './uploadRules';
