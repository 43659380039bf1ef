export { DetailScreen } from './detail-screen';
export type { EditorialDetail } from './detail-screen';
export { detailLinkClass, Paragraphs } from './facts-panel';
