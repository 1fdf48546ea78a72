export { ReadStatus, type ReadStatusProps } from './ReadStatus';
export { type ReadAnswer, type ReadState, readOptions, readStateOf, readStateOfBoth } from './readState';
