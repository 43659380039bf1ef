import { itemHome } from '../../../lib/api/contract/audience';
import type { ImageRef } from '../../../lib/api/contract/classify';
import type { AuthorRef, ItemDetail, ItemFacts, ItemSummary } from '../../../lib/api/contract/content';
import type { Catalog } from '../db/repo/catalog';
import type { ItemRow } from '../db/repo/items';
import { describeItem } from './describe';
import type { PoolImage } from '../images/pool';
import { rowPictures, SPACE_SUBJECTS } from './pictures';
import { describeText } from './text';
import { imageRef, imageRefFromKey } from './images';
import { KINDS } from './kinds';
import type { UploadedItems } from '../db/repo/uploaded-items';

/** Turns database rows into contract shapes. */
export class Presenter {
  constructor(
    private readonly catalog: Catalog,
    private readonly origin: string,
    /** Items from approved uploads show their author's pictures and text (db/repo/uploaded-items.ts). */
    private readonly uploaded?: UploadedItems,
  ) {}

  author(row: ItemRow): AuthorRef | null {
    if (row.author_id === null || row.a_name === null) return null;
    return { id: row.author_id, name: row.a_name, avatar: imageRefFromKey(this.origin, row.a_avatar ?? ''), title: row.a_title ?? '' };
  }

  summary(row: ItemRow): ItemSummary {
    const cls = this.catalog.categories.get(row.classify_id);
    const top = this.catalog.categories.get(row.top_classify_id);
    return {
      id: row.id,
      kind: row.kind,
      docType: KINDS[row.kind].docType,
      title: row.title,
      cover: imageRefFromKey(this.origin, row.cover_key),
      classifyId: row.classify_id,
      classifyName: cls?.name ?? '',
      topClassifyId: row.top_classify_id,
      topClassifyName: top?.name ?? '',
      author: this.author(row),
      tags: this.catalog.tagRefs(row.tag_ids),
      vip: row.vip === 1,
      price: row.price,
      viewCount: row.views,
      downloadCount: row.downloads,
      collectCount: row.collects,
      imageCount: row.image_count,
      parentId: row.parent_id,
      createdAt: row.created_at,
      updatedAt: row.updated_at,
      home: itemHome(row.kind, top?.slug ?? ''),
    };
  }

  summaries(rows: ItemRow[]): ItemSummary[] {
    return rows.map((r) => this.summary(r));
  }

  /**
   * A case's card showing one of its spaces (a 卫生间 topic shows each home's bathroom, not the
   * living room its cover shows); other items and cases without that space keep their cover.
   */
  summaryShowing(row: ItemRow, space: string): ItemSummary {
    const base = this.summary(row);
    const subject = SPACE_SUBJECTS[space];
    if (row.kind !== 'case' || !subject) return base;
    const pic = this.pictures(row).find((p) => 'subject' in p && p.subject === subject);
    return pic ? { ...base, cover: imageRef(this.origin, pic) } : base;
  }

  /** Whether a case lists this space among its facts. */
  hasSpace(row: ItemRow, space: string): boolean {
    return row.kind === 'case' && (this.facts(row).spaces ?? []).includes(space);
  }

  /** The item's derived facts (format, pages …), the same ones its detail shows. */
  facts(row: ItemRow, parent?: ItemRow): ItemFacts {
    const up = this.uploaded?.byItemId(row.id);
    if (up) return { location: up.location, ...(up.area !== null ? { area: up.area } : {}), designFirm: up.designCompany };
    const base = this.summary(row);
    const top = this.catalog.categories.get(row.top_classify_id);
    return describeItem(row.kind, row.id, { leaf: base.classifyName, top: base.topClassifyName, topSlug: top?.slug ?? '', parentTitle: parent?.title }).facts;
  }

  /** The item's pictures as its detail shows them (an upload's own; a seeded item's from the pool). */
  images(row: ItemRow): ImageRef[] {
    const up = this.uploaded?.byItemId(row.id);
    if (up) return up.pictureKeys.map((p) => imageRef(this.origin, p));
    const pictures = this.pictures(row);
    return pictures.length ? pictures.map((img) => imageRef(this.origin, img)) : [imageRefFromKey(this.origin, row.cover_key)];
  }

  /**
   * The pictures an item's download pack holds: an approved upload's own files as the author
   * uploaded them (with their names), else the seeded item's generated pictures.
   */
  packPictures(row: ItemRow): { uploaded: { key: string; width: number; height: number; name: string }[] } | { generated: PoolImage[] } {
    const up = this.uploaded?.byItemId(row.id);
    return up ? { uploaded: up.pictureKeys } : { generated: this.pictures(row) };
  }

  /** A seeded item's generated pictures (what its title and facts say; see domain/pictures.ts). */
  pictures(row: ItemRow): PoolImage[] {
    return rowPictures(row, this.catalog.categories);
  }

  detail(row: ItemRow, parent: ItemRow | undefined, childCount: number, related: ItemRow[]): ItemDetail {
    const base = this.summary(row);
    const facts = this.facts(row, parent);
    const up = this.uploaded?.byItemId(row.id);
    const images = this.images(row);
    // An upload's description is its author's plain text, one paragraph per line.
    const written = up ? up.description.split(/\n+/).map((p) => p.trim()).filter(Boolean) : [];
    const description = written.length ? written : describeText(base, facts, parent?.title);
    const keywords = [...new Set([base.topClassifyName, base.classifyName, ...base.tags.map((t) => t.name), ...(facts.keywords ?? [])].filter(Boolean))];
    return {
      ...base,
      description,
      images,
      facts,
      parent: parent ? this.summary(parent) : null,
      childCount,
      related: this.summaries(related),
      seo: {
        title: `${base.title} - ${KINDS[row.kind].name}`,
        keywords,
        description: description[0]!.slice(0, 120),
      },
    };
  }
}
