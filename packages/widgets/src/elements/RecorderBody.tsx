import type { Emit } from '../events';
import { RequireSignIn } from '../RequireSignIn';
import { lazyContent, ShownOnce } from '../ShownOnce';
import type { RecorderAttributes } from './givenContext';

const Recorder = lazyContent(() => import('./RecorderContent').then((module) => module.Recorder));

export interface RecorderBodyProps {
  /** The element, whose content loads when it is first shown. */
  host: HTMLElement;
  attributes: RecorderAttributes;
  /** Where the element is on its page (placeOnPage). */
  place: string | undefined;
  emit: Emit;
}

/** What `<dictation-recorder>` renders (RecorderElement), imported as the element connects. */
export function RecorderBody({ host, attributes, place, emit }: RecorderBodyProps) {
  return (
    <RequireSignIn>
      <ShownOnce host={host} load={Recorder.load}>
        {/* Another patient is another job: the flow starts afresh. */}
        <Recorder
          key={`${attributes.hospitalNumber}|${attributes.nhsNumber}`}
          attributes={attributes}
          place={place}
          emit={emit}
        />
      </ShownOnce>
    </RequireSignIn>
  );
}
