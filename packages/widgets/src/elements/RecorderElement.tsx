import { usesHospitalNumber } from '@dictation/core';
import { useUserProfile } from '@dictation/core/react';
import { type GivenLetterContext, RecordLetter } from '@dictation/recorder';
import { Preloader } from '@dictation/ui';
import { DictationWidgetElement } from '../DictationWidgetElement';
import type { Emit } from '../events';
import { widgetMessages } from '../messages';
import { RequireSignIn } from '../RequireSignIn';
import { UnloadGuard } from '../UnloadGuard';

/** The host's patient and place, as attributes give them (numbers parsed, empty ones dropped). */
export interface RecorderAttributes {
  hospitalNumber: string | undefined;
  nhsNumber: string | undefined;
  organisationId: number | undefined;
  departmentId: number | undefined;
  dictationType: string | undefined;
  label: string | undefined;
}

const text = (value: string | null) => (value?.trim() ? value.trim() : undefined);
const id = (value: string | null) => {
  const number = Number(value);
  return value && Number.isInteger(number) && number > 0 ? number : undefined;
};

/**
 * The letter's patient number: the tenant numbers patients by Hosp. No. or by NHS No. (its DMION
 * setting, as the recording page labels the field); the other number is the fallback.
 */
export function givenContext(attributes: RecorderAttributes, hospitalNumbers: boolean): GivenLetterContext {
  const nhsNumber = attributes.nhsNumber?.replace(/\s+/g, '');
  return {
    patientNumber: hospitalNumbers
      ? (attributes.hospitalNumber ?? nhsNumber)
      : (nhsNumber ?? attributes.hospitalNumber),
    organisationId: attributes.organisationId,
    departmentId: attributes.departmentId,
    dictationType: attributes.dictationType,
    labelName: attributes.label,
  };
}

function Recorder({ attributes, emit }: { attributes: RecorderAttributes; emit: Emit }) {
  const profile = useUserProfile().data;
  if (!profile) return <Preloader active label={widgetMessages.loading} />;
  return (
    <RecordLetter
      given={givenContext(attributes, usesHospitalNumber(profile))}
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

/**
 * `<dictation-recorder>`: the recording flow of `@dictation/recorder` for the host's patient. The
 * letter's fields the host gives are used and locked; the missing ones are asked for as on the
 * portal's recording page, with the user's foot pedal settings. The job is created on the first
 * record press; Complete sends it on and the recorder starts over with a new job. Leaving the page
 * with an open job that holds audio asks the browser's "Leave site?" question.
 *
 * Attributes: `brand`, `api-base-url`, `client-id`, `hospital-number`, `nhs-number`,
 * `organisation-id`, `department-id`, `dictation-type`, `label`. Events:
 * `dictation-letter-created`, `dictation-recording-state`, `dictation-upload-synced`,
 * `dictation-letter-completed`, `dictation-letter-deleted`, `dictation-error`.
 */
export class DictationRecorderElement extends DictationWidgetElement {
  static override get observedAttributes(): readonly string[] {
    return [
      ...DictationWidgetElement.observedAttributes,
      'hospital-number',
      'nhs-number',
      'organisation-id',
      'department-id',
      'dictation-type',
      'label',
    ];
  }

  protected override renderContent() {
    const attributes: RecorderAttributes = {
      hospitalNumber: text(this.getAttribute('hospital-number')),
      nhsNumber: text(this.getAttribute('nhs-number')),
      organisationId: id(this.getAttribute('organisation-id')),
      departmentId: id(this.getAttribute('department-id')),
      dictationType: text(this.getAttribute('dictation-type')),
      label: text(this.getAttribute('label')),
    };
    return (
      <RequireSignIn>
        {/* Another patient is another job: the flow starts afresh. */}
        <Recorder
          key={`${attributes.hospitalNumber}|${attributes.nhsNumber}`}
          attributes={attributes}
          emit={this.emit}
        />
      </RequireSignIn>
    );
  }
}
