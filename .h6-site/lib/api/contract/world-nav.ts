/** Contract types: world navigation and the transfer page. */
import type { ImageRef } from './classify';

export interface NavSite {
  webId: number;
  name: string;
  description: string;
  /** Vetted external URL. */
  url: string;
  host: string;
  logo: ImageRef;
}

/** GET /case/api/worldNav/list → data */
export interface WorldNav {
  groups: { classifyId: number; name: string; sites: NavSite[] }[];
}

/** GET /case/api/worldNav/target?webId= → data (only for known webIds; unknown → 404 envelope). */
export interface TransferTarget {
  webId: number;
  name: string;
  url: string;
}
