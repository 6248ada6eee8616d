export {
  DocumentUploader,
  type DocumentUploaderMessages,
  type DocumentUploaderProps,
  type UploadProgress,
} from './DocumentUploader';
