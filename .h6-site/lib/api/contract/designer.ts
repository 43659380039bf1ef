/** Contract types: designers (designer entrance, top designers, designer detail, bk designer lists). */
import type { Page } from '../envelope';
import type { ImageRef } from './classify';
import type { ItemSummary } from './content';

/** Designer field = /topTeacher type: 1 建筑, 2 室内, 3 景观, 4 产品, 5 艺术. */
export type DesignerField = 1 | 2 | 3 | 4 | 5;

export interface DesignerSummary {
  id: number;
  name: string;
  enName: string;
  title: string;
  firm: string;
  city: string;
  country: string;
  field: DesignerField;
  fieldName: string;
  /** true = top designer (大师). */
  top: boolean;
  /** Category id in the designer tree (for /bk/sjs_{classifyId}_{page}). */
  classifyId: number;
  avatar: ImageRef;
  followers: number;
  createdAt: number;
}

/** GET /case/api/designer/detail?id= → data */
export interface DesignerDetail extends DesignerSummary {
  bio: string[];
  workCount: number;
  /** Work counts per kind, e.g. { case: 12, art: 3 }. */
  workKinds: Record<string, number>;
  latestWorks: ItemSummary[];
  similar: DesignerSummary[];
}

/** GET /case/api/designer/list → data */
export type DesignerPage = Page<DesignerSummary>;

/** GET /case/api/designer/entrance → data */
export interface DesignerEntrance {
  fields: { field: DesignerField; name: string; classifyId: number; count: number; topCount: number }[];
  /** Up to 8 top designers per field. */
  topByField: { field: DesignerField; name: string; list: DesignerSummary[] }[];
  newest: DesignerSummary[];
  featuredWorks: ItemSummary[];
}
