export { useFileList } from './api/get-file-list';
export { LazyAttachmentUploader } from './components/lazy-attachment-uploader';
