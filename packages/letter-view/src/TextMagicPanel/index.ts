export {
  type ConversationSummaryApi,
  type ConversationSummaryCase,
  type ConversationSummaryOptions,
  loadConversationSummary,
  needsConversationSummary,
} from './conversationSummary';
export { TextMagicPanel, type TextMagicPanelProps } from './TextMagicPanel';
export {
  runOfAnswer,
  type TextMagicRun,
  type TextMagicTab,
  textMagicRunStates,
  textMagicTabs,
} from './textMagicRun';
export { type TextMagicPanelApi, type UseTextMagicOptions, useTextMagic } from './useTextMagic';
