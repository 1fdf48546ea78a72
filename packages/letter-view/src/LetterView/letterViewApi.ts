import type { ApiClient } from '@dictation/core';
import type { LetterFooterApi } from '../LetterFooter';
import type { LetterHeaderApi } from '../LetterHeader';
import type { LetterHistoryDialogApi } from '../LetterHistoryDialog';
import type { LetterNotesDialogApi } from '../LetterNotesDialog';
import type { OriginalSrDrawerApi } from '../OriginalSrDrawer';
import type { ConversationSummaryApi, TextMagicPanelApi } from '../TextMagicPanel';
import type { SpellcheckApi } from './useSpellcheck';
import type { TextMagicContextApi } from './useTextMagicContext';

/**
 * The calls the letter screen makes. `createApiClient(...)` from `@dictation/core` satisfies it;
 * stories and hosts may pass anything with these methods.
 */
export interface LetterViewApi extends LetterHeaderApi, Omit<TextMagicContextApi, 'settings'> {
  settings: TextMagicContextApi['settings'] & SpellcheckApi['settings'];
  letters: LetterHeaderApi['letters'] &
    LetterFooterApi['letters'] &
    LetterNotesDialogApi['letters'] &
    LetterHistoryDialogApi['letters'] &
    OriginalSrDrawerApi['letters'] &
    Pick<ApiClient['letters'], 'metadataWithLock'>;
  textMagic: TextMagicPanelApi['textMagic'] & ConversationSummaryApi['textMagic'];
  documents: Pick<ApiClient['documents'], 'get' | 'patch'>;
  locks: Pick<ApiClient['locks'], 'elongate' | 'unlock'>;
  audio: Pick<ApiClient['audio'], 'stream' | 'streamMp3' | 'mp3Availability'>;
}
