export { DocumentStatus, type DocumentStatusProps } from './DocumentStatus';
export { type DocumentStatusValue, documentStatuses, needsNewDocument } from './document-status-logic';
