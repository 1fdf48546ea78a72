export type { LetterHeaderChange } from './headerChanges';
export { isUrgentPriority, normalPriorityId } from './headerFields';
export { LetterHeader, type LetterHeaderProps } from './LetterHeader';
export type { LetterHeaderApi } from './letterHeaderApi';
