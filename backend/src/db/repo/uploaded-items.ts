import type Database from 'better-sqlite3';

/** What an approved upload shows on its detail that a seeded item derives instead. */
interface UploadedItem {
  caseId: number;
  description: string;
  /** The case's pictures in the author's order (cover first as chosen at upload), with the file names they were uploaded as. */
  pictureKeys: { key: string; width: number; height: number; name: string }[];
  location: string;
  area: number | null;
  designCompany: string;
}

/**
 * Catalogue items that came from approved uploads (cases.item_id). An approved case is
 * read-only, so an answer is kept once read; ids of seeded items are remembered as misses.
 */
export class UploadedItems {
  private readonly cache = new Map<number, UploadedItem | null>();
  private readonly firstUploadedId: () => number | null;

  constructor(private readonly db: Database.Database) {
    // Seeded ids are all below the first approved upload's: most lookups end here without a query.
    this.firstUploadedId = () => (db.prepare("SELECT min(item_id) AS id FROM cases WHERE state = 'approved'").get() as { id: number | null }).id;
  }

  byItemId(itemId: number): UploadedItem | null {
    if (this.cache.has(itemId)) return this.cache.get(itemId)!;
    const first = this.firstUploadedId();
    if (first === null || itemId < first) return null;
    const row = this.db.prepare("SELECT id, description, picture_ids, cover_picture_id, location, area, design_company, account_id FROM cases WHERE item_id = ? AND state = 'approved'").get(itemId) as
      | { id: number; description: string; picture_ids: string; cover_picture_id: number | null; location: string; area: number | null; design_company: string; account_id: number }
      | undefined;
    let out: UploadedItem | null = null;
    if (row) {
      const ids = (JSON.parse(row.picture_ids) as number[]).filter(Number.isInteger);
      const pics = ids.length
        ? (this.db.prepare(`SELECT id, key, width, height, name FROM upload_pictures WHERE account_id = ? AND id IN (${ids.map(() => '?').join(',')})`).all(row.account_id, ...ids) as { id: number; key: string; width: number; height: number; name: string }[])
        : [];
      const byId = new Map(pics.map((p) => [p.id, p]));
      const ordered = ids.map((id) => byId.get(id)).filter((p): p is NonNullable<typeof p> => !!p);
      const cover = ordered.findIndex((p) => p.id === row.cover_picture_id);
      if (cover > 0) ordered.unshift(...ordered.splice(cover, 1));
      out = { caseId: row.id, description: row.description, pictureKeys: ordered.map(({ key, width, height, name }) => ({ key, width, height, name })), location: row.location, area: row.area, designCompany: row.design_company };
    }
    if (out || this.cache.size < 10_000) this.cache.set(itemId, out);
    return out;
  }
}
