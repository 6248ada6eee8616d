/*
 * The identity verification widgets, an entry of their own: a site shows them on a page few visitors open, and their
 * styles then stay off the stylesheet every page loads (`@casino/ui/verification`, styles in
 * `@casino/ui/verification.css` for an app that takes the built files).
 */
export {
  DocumentStatus,
  type DocumentStatusProps,
  type DocumentStatusValue,
  documentStatuses,
  needsNewDocument,
} from './components/DocumentStatus';
export {
  DocumentUploader,
  type DocumentUploaderMessages,
  type DocumentUploaderProps,
  type UploadProgress,
} from './components/DocumentUploader';
