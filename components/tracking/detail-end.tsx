import { END_ATTRS } from './attrs';

/** The end of a detail's content: when it comes into view the detail was read to the end (browse_finish). */
export function DetailEnd() {
  return <span {...END_ATTRS} aria-hidden="true" style={{ display: 'block', height: 1 }} />;
}
