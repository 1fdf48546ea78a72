import { usesHospitalNumber } from '@dictation/core';
import { useUserProfile } from '@dictation/core/react';
import { type GivenLetterContext, RecordLetter, reserveRecorderPlace } from '@dictation/new-letter';
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

/**
 * Where a recorder element is on its page, the same after a reload: the page's path and the
 * element's id, else its rank among the page's recorders.
 */
export function placeOnPage(element: HTMLElement): string {
  const recorders: Element[] = [...element.ownerDocument.querySelectorAll('dictation-recorder')];
  const rank = recorders.indexOf(element);
  return `${element.ownerDocument.location?.pathname ?? ''}#${element.id || rank}`;
}

function Recorder({
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

/**
 * `<dictation-recorder>`: the recording flow of `@dictation/recorder` for the host's patient. The
 * letter's fields the host gives are used and locked; the missing ones are asked for as on the
 * portal's recording page, with the user's foot pedal settings. The job is created on the first
 * record press; Complete sends it on and the recorder starts over with a new job. Leaving the page
 * with an open job that holds audio asks the browser's "Leave site?" question. A reload reopens
 * the open job in the recorder of the page that recorded it (by its `id`, else its rank).
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

  /** Where it is on the page, as it was when it came onto it. */
  #place: string | undefined;
  #releasePlace: (() => void) | undefined;

  protected override attached(): void {
    this.#place = placeOnPage(this);
    this.#releasePlace = reserveRecorderPlace(this.#place);
  }

  protected override detached(): void {
    this.#releasePlace?.();
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
          place={this.#place}
          emit={this.emit}
        />
      </RequireSignIn>
    );
  }
}
