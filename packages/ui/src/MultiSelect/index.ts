export { MultiSelect, type MultiSelectProps } from './MultiSelect';
export { multiSelectSummary } from './multiSelectSummary';
