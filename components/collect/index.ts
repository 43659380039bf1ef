// 收藏 (collect: items into folders) and 采集 (gather: pictures into tasks) are one feature: the
// same member's "keep this" actions beside each other on a detail, sharing the page's notice with
// 撤销 (collect-actions.ts notify), the visitor-logs-in-first step and the hosts mounted together.
export { CollectButton } from './collect-button';
export { CollectPanel } from './collect-panel';
export { CollectCount } from './collect-count';
export { CollectHost } from './collect-host';
export { GatherPanel } from './gather-panel';
export { GatherPictureButton } from './gather-picture-button';
export { GatherHost } from './gather-host';
export { collectFolderPath } from './folder-path';
export { createCollectFolder, deleteCollectFolder, loadPublicFolder, moveCollectedItem, uncollectItem, updateCollectFolder } from './api';
export { cancelGatherTask } from './gather-api';
export { collectedAtom, gatheredAtom } from './state';
export { useCollectFolders } from './use-collect-folders';
export { useCollectFolderItems } from './use-collect-folder-items';
export { useGatherTasks } from './use-gather-tasks';
