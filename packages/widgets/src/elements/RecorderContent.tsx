import { usesHospitalNumber } from '@dictation/core';
import { useUserProfile } from '@dictation/core/react';
import { RecordLetter } from '@dictation/new-letter';
import { Preloader } from '@dictation/ui';
import type { Emit } from '../events';
import { widgetMessages } from '../messages';
import { UnloadGuard } from '../UnloadGuard';
import { givenContext, type RecorderAttributes } from './givenContext';

/** `<dictation-recorder>`'s content, a chunk of its own in the script bundles (RecorderElement). */
export function Recorder({
  attributes,
  place,
  emit,
}: {
  attributes: RecorderAttributes;
  place: string | undefined;
  emit: Emit;
}) {
  const profile = useUserProfile().data;
  if (!profile) return <Preloader active label={widgetMessages.loading} />;
  return (
    <RecordLetter
      given={givenContext(attributes, usesHospitalNumber(profile))}
      place={place}
      onLetterCreated={(letter, audioKey) =>
        emit('dictation-letter-created', { letterId: letter.id, audioKey })
      }
      onRecordingState={(state, letterId) => emit('dictation-recording-state', { letterId, state })}
      onUploadSynced={(letterId) => emit('dictation-upload-synced', { letterId })}
      onCompleted={(letterId) => emit('dictation-letter-completed', { letterId })}
      onDeleted={(letterId) => emit('dictation-letter-deleted', { letterId })}
      leaveGuard={(question) => <UnloadGuard asks={question.asks} />}
    />
  );
}
