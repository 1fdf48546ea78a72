export { DocumentSaveStatus, type DocumentSaveStatusProps } from './DocumentSaveStatus';
