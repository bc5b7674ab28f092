/** The file subsystem's client parts every feature uses (issue 11): the queue, the controls, the list and the preview. */
export { AttachmentUpload, type AttachmentUploadProps } from './AttachmentUpload';
export { ImageUpload, type ImageUploadProps } from './ImageUpload';
export { FileList, confirmFileRemoval, type FileListProps } from './FileList';
export { FilePreview, PREVIEW_FRAME_HEIGHT } from './FilePreview';
export { FileIcon } from './FileIcon';
export { UploadQueueList, UploadQueueRow, type QueueActions } from './UploadQueueList';
export { downloadFile, downloadZip, removeFile, type FileListItem } from './file-api';
export { checkFiles, acceptAttribute, type UploadRules } from './limits';
export { UploadQueue } from './queue';
export { useUploadQueue, UploadServicesContext, type UploadServices } from './use-upload-queue';
export { deviceUploadItem, discardDeviceUpload, holdDeviceUpload, keepForUpload, registerUploadOwner, retryDeviceUpload, type UploadOwner } from './device-store';
export type { DeviceUpload } from './device-table';
export { UPLOAD_STATES, UploadError, type UploadItem, type UploadState, type UploadTransport } from './types';
