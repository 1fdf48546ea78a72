/**
 * The whole set's script bundles (`dist/bundle/dictation-widgets.*`): defines the four elements
 * with the kit's CSS inlined, and exposes the package's exports (`window.DictationWidgets` in the
 * classic script).
 */

import kitStyles from 'dictation:kit-styles';
import { defineDictationElements } from '@dictation/widgets';

defineDictationElements({ kitStyles });

export * from '@dictation/widgets';
