import type { Emit } from '../events';
import { RequireSignIn } from '../RequireSignIn';
import { lazyContent, ShownOnce } from '../ShownOnce';

const Letters = lazyContent(() => import('./LettersTableContent').then((module) => module.Letters));

export interface LettersTableBodyProps {
  /** The element, whose list loads when it is first shown. */
  host: HTMLElement;
  completed: boolean;
  showCount: boolean;
  emit: Emit;
}

/** What `<dictation-letters-table>` renders (LettersTableElement), imported as the element connects. */
export function LettersTableBody({ host, completed, showCount, emit }: LettersTableBodyProps) {
  return (
    <RequireSignIn>
      <ShownOnce host={host} load={Letters.load}>
        <Letters key={String(completed)} completed={completed} showCount={showCount} emit={emit} />
      </ShownOnce>
    </RequireSignIn>
  );
}
