export { CaseUploadIsland } from './case-upload-island';
export { default as caseUploadStyles } from './case-upload.module.css';
export { UploadActivityBanner } from './upload-activity-banner';
export { saveAddress } from './api';
export { useMailingAddress } from './use-mailing-address';
export { useMyUploads } from './use-my-uploads';
export { useUploadIdentity } from './use-upload-identity';
