/**
 * The recorder's own script bundles (`dist/bundle/dictation-recorder.*`), for a page that embeds
 * only `<dictation-recorder>` and signs in through `accessTokenProvider` or the portal's session:
 * the other elements, the letter editor and the lists are left out (issue 18's size budget is
 * for this classic script). `window.DictationRecorder` in the classic script.
 */

import kitStyles from 'dictation:kit-styles';
import { DictationRecorderElement, defineDictationElement } from '@dictation/widgets';

defineDictationElement('dictation-recorder', DictationRecorderElement, { kitStyles });

export { DictationRecorderElement, dictationEventTypes } from '@dictation/widgets';
