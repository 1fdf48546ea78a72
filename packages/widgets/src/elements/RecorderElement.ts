import { createAccountStorage } from '@dictation/core';
import { readRecordingPageAhead, reserveRecorderPlace } from '@dictation/new-letter';
import { readAttributes } from '../attributeSchema';
import { DictationWidgetElement } from '../DictationWidgetElement';
import { elementAttributes } from '../elementAttributes';
import type { RecorderBodyProps } from './RecorderBody';

/**
 * Where a recorder element is on its page, the same after a reload: the page's path and the
 * element's id, else its rank among the page's recorders.
 */
export function placeOnPage(element: HTMLElement): string {
  const recorders: Element[] = [...element.ownerDocument.querySelectorAll('dictation-recorder')];
  const rank = recorders.indexOf(element);
  return `${element.ownerDocument.location?.pathname ?? ''}#${element.id || rank}`;
}

/**
 * `<dictation-recorder>`: the recording flow of `@dictation/new-letter` for the host's patient. The
 * letter's fields the host gives are used and locked; the missing ones are asked for as on the
 * portal's recording page, with the user's foot pedal settings. The job is created on the first
 * record press; Complete sends it on and the recorder starts over with a new job. Leaving the page
 * with an open job that holds audio asks the browser's "Leave site?" question. A reload reopens
 * the open job in the recorder of the page that recorded it (by its `id`, else its rank). Its
 * content loads when it is first shown (ShownOnce).
 *
 * Attributes: the common ones and `DictationRecorderElement.attributes`. Events:
 * `dictation-letter-created`, `dictation-recording-state`, `dictation-upload-synced`,
 * `dictation-letter-completed`, `dictation-letter-deleted`, `dictation-error`.
 */
export class DictationRecorderElement extends DictationWidgetElement<RecorderBodyProps> {
  static override readonly attributes = elementAttributes['dictation-recorder'];

  /** Where it is on the page, as it was when it came onto it. */
  #place: string | undefined;
  #releasePlace: (() => void) | undefined;

  protected override attached(): void {
    this.#place = placeOnPage(this);
    this.#releasePlace = reserveRecorderPlace(this.#place);
    // Issue 33: a recorder on screen starts its content's reads with the token refresh, rather
    // than once its content has come and rendered (each read was a round trip after a render on
    // the host page). One in a hidden panel has no box: its reads wait until it is shown.
    const { services } = this;
    if (this.getClientRects().length === 0 || !services.session.isSignedIn()) return;
    const { departmentId } = readAttributes(DictationRecorderElement.attributes, this);
    const accountStorage = (accountId: number) =>
      createAccountStorage({ backend: globalThis.localStorage, accountId });
    readRecordingPageAhead({ ...services, accountStorage }, departmentId);
  }

  protected override detached(): void {
    this.#releasePlace?.();
  }

  protected override loadBody() {
    return import('./RecorderBody').then((module) => module.RecorderBody);
  }

  protected override bodyProps(): RecorderBodyProps {
    const attributes = readAttributes(DictationRecorderElement.attributes, this);
    return { host: this, attributes, place: this.#place, emit: this.emit };
  }
}
