import { usesHospitalNumber } from '@dictation/core';
import { useUserProfile } from '@dictation/core/react';
import { type GivenLetterContext, RecordLetter, reserveRecorderPlace } from '@dictation/new-letter';
import { Preloader } from '@dictation/ui';
import { type ParsedAttributes, readAttributes } from '../attributeSchema';
import { DictationWidgetElement } from '../DictationWidgetElement';
import { elementAttributes } from '../elementAttributes';
import type { Emit } from '../events';
import { widgetMessages } from '../messages';
import { RequireSignIn } from '../RequireSignIn';
import { UnloadGuard } from '../UnloadGuard';

/** The host's patient and place, as attributes give them (ids parsed, blank ones dropped). */
export type RecorderAttributes = ParsedAttributes<(typeof elementAttributes)['dictation-recorder']>;

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
 * `<dictation-recorder>`: the recording flow of `@dictation/new-letter` for the host's patient. The
 * letter's fields the host gives are used and locked; the missing ones are asked for as on the
 * portal's recording page, with the user's foot pedal settings. The job is created on the first
 * record press; Complete sends it on and the recorder starts over with a new job. Leaving the page
 * with an open job that holds audio asks the browser's "Leave site?" question. A reload reopens
 * the open job in the recorder of the page that recorded it (by its `id`, else its rank).
 *
 * Attributes: the common ones and `DictationRecorderElement.attributes`. Events:
 * `dictation-letter-created`, `dictation-recording-state`, `dictation-upload-synced`,
 * `dictation-letter-completed`, `dictation-letter-deleted`, `dictation-error`.
 */
export class DictationRecorderElement extends DictationWidgetElement {
  static override readonly attributes = elementAttributes['dictation-recorder'];

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
    const attributes = readAttributes(DictationRecorderElement.attributes, this);
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
