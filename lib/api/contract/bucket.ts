// The experiment hash lives in plain CommonJS (bucket.cjs) so the site server shares it; this
// module keeps the import path of the API, the edge and the browser.
export { bucket } from './bucket.cjs';
