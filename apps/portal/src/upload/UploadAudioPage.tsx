import { UploadAudio } from '@dictation/new-letter';
import * as layout from '../layout/layout.css';
import { messages } from '../messages';
import { LeaveGuard } from '../navigation/LeaveGuard';

/**
 * The Upload audio screen (spec 000 sections 2, 4 and 5): `@dictation/recorder`'s upload flow
 * with the portal's title and its leave guard (leaving with files asks first).
 */
export function UploadAudioPage() {
  return (
    <section aria-labelledby="page-title">
      <h1 id="page-title" className={layout.title}>
        {messages.uploadAudioTitle}
      </h1>
      <UploadAudio
        leaveGuard={(question) => (
          <LeaveGuard shouldBlock={() => question.asks()}>{question.dialog}</LeaveGuard>
        )}
      />
    </section>
  );
}
