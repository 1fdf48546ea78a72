import { type JobOutcome, RecordLetter } from '@dictation/new-letter';

// The In Progress list's outbox comes from this page's chunk: the flow's modules load as one.
export { OfflineOutbox } from '@dictation/new-letter';

import { useNavigate } from 'react-router';
import * as layout from '../layout/layout.css';
import { messages } from '../messages';
import { LeaveGuard } from '../navigation/LeaveGuard';
import { paths } from '../routing/paths';
import { leavingPageAsks } from './leaveRules';

/**
 * The recording page (spec 000 section 2): `@dictation/recorder`'s new-letter flow with the
 * portal's title, its leave guard, and where a finished job goes: the list after Complete (or a
 * fresh job with fast complete), the completed list after Delete, the list when the organisation
 * items cannot be read.
 */
export function NewLetterPage() {
  const navigate = useNavigate();
  const afterJob = (outcome: JobOutcome) => {
    if (outcome.kind === 'deleted') navigate(paths.completed);
    else if (outcome.fastComplete) outcome.startNextJob();
    else navigate(paths.inProgress);
  };
  return (
    <section aria-labelledby="page-title">
      <RecordLetter
        heading={(letterId) => (
          <h1 id="page-title" className={layout.title}>
            {messages.audioCapture}
            {letterId ? ` · ${messages.letterTitle(letterId)}` : ''}
          </h1>
        )}
        leaveGuard={(question) => (
          <LeaveGuard
            shouldBlock={(pathname) => leavingPageAsks(pathname, question.asks())}
            asksOnUnload={question.asks}
          >
            {question.dialog}
          </LeaveGuard>
        )}
        onJobFinished={afterJob}
        onLookupFailure={() => navigate(paths.inProgress)}
      />
    </section>
  );
}
