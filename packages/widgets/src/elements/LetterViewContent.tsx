import { SignedInLetterView } from '@dictation/letter-view';
import type { Emit } from '../events';

/**
 * `<dictation-letter-view>`'s content, a chunk of its own in the script bundles (LetterViewElement):
 * the portal's letter screen, the user's foot pedal, its status and their playback speed included.
 */
export function Letter({ letterId, emit }: { letterId: number; emit: Emit }) {
  return (
    <SignedInLetterView
      letterId={letterId}
      onLeave={() => emit('dictation-letter-closed', { letterId })}
      onOpened={(letter) => emit('dictation-letter-opened', { letterId, letter })}
    />
  );
}
