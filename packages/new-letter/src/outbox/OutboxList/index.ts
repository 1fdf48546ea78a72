export { type OutboxItem, type OutboxItemState, OutboxList, type OutboxListProps } from './OutboxList';
