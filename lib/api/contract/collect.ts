/** Contract types: collections (收藏) — an account's folders of items. */
import type { ImageRef } from './classify';
import type { ItemPage } from './content';

/** GET /case/api/collect/folders → data (the default folder first, then newest first). */
export interface CollectFolder {
  id: number;
  name: string;
  /** Public folders have their own indexable page (/collectFolder/{id}). */
  public: boolean;
  /** Where a collect without a folder goes (SPEC §3 defaultCollect); cannot be deleted. */
  isDefault: boolean;
  count: number;
  /** The newest item's cover, null when empty. */
  cover: ImageRef | null;
  updatedAt: number;
}

/** POST /case/api/collect/add | remove | move → data: where the item is now. */
export interface CollectResult {
  itemId: number;
  /** The account's folders holding the item (empty: not collected). */
  folderIds: number[];
  /** The item's collect count after the change. */
  collectCount: number;
}

/** GET /case/api/collect/status?ids= → data: item id → the folders holding it (collected ids only). */
export type CollectStatus = Record<string, number[]>;

/** POST /case/api/collect/folder/delete → data */
export interface FolderDeleted {
  folderId: number;
  /** Items moved into the default folder (none is lost). */
  moved: number;
  defaultFolderId: number;
}

/** GET /case/api/collect/folder?id= → data: a folder with one page of its items (its owner's, or anyone's when public). */
export interface FolderPage {
  folder: CollectFolder;
  ownerName: string;
  own: boolean;
  list: ItemPage;
}
