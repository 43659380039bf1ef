// The download feature's public face. The panel itself loads after the page, through
// DeferredDownloadPanel; it opens the checkout for a locked item (download → checkout, never back).
export { DeferredDownloadPanel } from './deferred-download-panel';
export { useDownloadHistory } from './use-download-history';
export { requestDownloadLink } from './api';
