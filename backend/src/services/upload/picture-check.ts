import type Database from 'better-sqlite3';
import { CASE_PICTURE_MIN_HEIGHT, CASE_PICTURE_MIN_WIDTH, type PictureCheck, type PictureProblem } from '../../../../lib/api/contract/upload';
import type { ItemRepo } from '../../db/repo/items';
import { imageRefFromKey } from '../../domain/images';
import { KINDS } from '../../domain/kinds';
import { parsePoolKey } from '../../images/pool';
import type { ImageService } from '../../images/service';
import { parseUploadKey, ZERO_SIZE_MESSAGE } from '../../images/uploads';
import { computeFeatures, type ImageFeatures } from '../../search/features';
import type { SearchService } from '../../search/service';
import { uploadError } from './errors';
import type { UploadService } from './uploads';

/** Features of stored uploads, computed once per picture (stored pictures never change). */
const FEATURE_CACHE = 2000;

/**
 * The picture check of a case (docs/api.md): it reads only pictures this API stores — an
 * upload's or a catalogue picture's key, given as the URL the API handed out (or the bare key) —
 * and never fetches an address a client names. Per picture: readable format, width and height
 * above 0 and at least CASE_PICTURE_MIN_*, and not a near-duplicate of a catalogue picture
 * (the similar-image search's perceptual hash and colour histogram).
 */
export class PictureChecker {
  private readonly features = new Map<string, ImageFeatures>();

  constructor(
    private readonly db: Database.Database,
    private readonly images: ImageService,
    private readonly uploads: UploadService,
    private readonly items: ItemRepo,
    private readonly search: SearchService,
    private readonly ossOrigin: string,
  ) {}

  /**
   * The stored key a client's picture address names, or a 400 for anything else. Accepted:
   * `{OSS origin}/oss/{key}` (with or without x-oss-process), the same path on the origin the
   * request reached (the site's /api-gw forwarder), or the bare key.
   */
  keyOf(imgUrl: string, requestOrigin: string): string {
    const bare = imgUrl.trim();
    if (parsePoolKey(bare) || parseUploadKey(bare)) return bare;
    let u: URL;
    try {
      u = new URL(bare);
    } catch {
      throw uploadError.notOurs(imgUrl);
    }
    const origins = new Set([new URL(this.ossOrigin).origin, requestOrigin]);
    const m = /^(?:\/api-gw)?\/oss\/(.+)$/.exec(u.pathname);
    if (!origins.has(u.origin) || u.username || u.password || !m) throw uploadError.notOurs(imgUrl);
    const key = decodeURIComponent(m[1]!);
    if (!parsePoolKey(key) && !parseUploadKey(key)) throw uploadError.notOurs(imgUrl);
    return key;
  }

  /**
   * Puts a picture of a published item into the similar-image index now, with its subject
   * vector (computed and stored here; its features are stored by the caller).
   */
  async indexPicture(itemId: number, kind: string, f: ImageFeatures, key: string): Promise<void> {
    const subject = await this.search.subjectOfKey(key);
    this.search.addPicture(itemId, kind, f, key, subject);
  }

  /** Features of a stored picture (computed once), for the duplicate check and the image index. */
  async featuresOfKey(key: string): Promise<ImageFeatures | null> {
    const img = parsePoolKey(key) ?? parseUploadKey(key);
    if (!img) return null;
    try {
      return await this.featuresOf(key, await this.images.source(img));
    } catch {
      return null;
    }
  }

  private async featuresOf(key: string, bytes: Buffer): Promise<ImageFeatures> {
    const hit = this.features.get(key) ?? this.search.featuresOfKey(key);
    if (hit) return hit;
    const f = await computeFeatures(bytes);
    if (this.features.size >= FEATURE_CACHE) this.features.delete(this.features.keys().next().value!);
    this.features.set(key, f);
    return f;
  }

  /** The catalogue item whose cover is this pool picture (the most viewed), for the duplicate message. */
  private itemWithCover(key: string): { id: number; title: string; kind: string } | null {
    const row = this.db.prepare('SELECT item_id FROM search_docs WHERE cover_key = ? ORDER BY rank LIMIT 1').get(key) as { item_id: number } | undefined;
    const item = row ? this.items.byId(row.item_id) : undefined;
    return item ? { id: item.id, title: item.title, kind: item.kind } : null;
  }

  async check(imgUrl: string, key: string): Promise<PictureCheck> {
    const upload = parseUploadKey(key);
    const pool = parsePoolKey(key);
    const problems: PictureProblem[] = [];
    if (upload && !this.uploads.pictureByKey(key)) {
      return { imgUrl, pass: false, width: 0, height: 0, problems: [{ code: 'missing', message: '图片不存在或已删除，请重新上传' }] };
    }
    const source = (upload ?? pool)!;
    const { width, height } = source;
    if (width <= 0 || height <= 0) problems.push({ code: 'zero-size', message: ZERO_SIZE_MESSAGE });
    else if (width < CASE_PICTURE_MIN_WIDTH || height < CASE_PICTURE_MIN_HEIGHT) {
      problems.push({ code: 'too-small', message: `图片尺寸过小（${width}×${height}），案例图片至少 ${CASE_PICTURE_MIN_WIDTH}×${CASE_PICTURE_MIN_HEIGHT} 像素` });
    }
    let bytes: Buffer;
    try {
      bytes = await this.images.source(source);
    } catch {
      return { imgUrl, pass: false, width, height, problems: [...problems, { code: 'missing', message: '图片不存在或已删除，请重新上传' }] };
    }
    let f: ImageFeatures | null = null;
    try {
      f = await this.featuresOf(key, bytes);
    } catch {
      problems.push({ code: 'format', message: '图片无法识别，请上传 JPG、PNG 或 WebP 格式的图片' });
    }
    const dup = pool ? { key, item: this.itemWithCover(key) } : f ? this.duplicateOf(f) : null;
    if (dup?.item) {
      const kind = KINDS[dup.item.kind as keyof typeof KINDS]?.name ?? '内容';
      problems.push({
        code: 'duplicate',
        message: `与站内已有图片重复：${kind}「${dup.item.title}」（编号 ${dup.item.id}），请上传原创图片`,
        item: { ...dup.item, url: imageRefFromKey(this.ossOrigin, dup.key).url },
      });
    }
    return { imgUrl, pass: problems.length === 0, width, height, problems };
  }

  private duplicateOf(f: ImageFeatures): { key: string; item: { id: number; title: string; kind: string } | null } | null {
    const hit = this.search.nearestDuplicate(f);
    if (!hit) return null;
    const item = this.items.byId(hit.itemId);
    return item ? { key: item.cover_key, item: { id: item.id, title: item.title, kind: item.kind } } : null;
  }

  /** Checks several pictures (in the given order); an address that is not ours refuses the whole request. */
  async checkAll(imgUrls: readonly string[], requestOrigin: string): Promise<PictureCheck[]> {
    const keys = imgUrls.map((u) => this.keyOf(u, requestOrigin));
    const out: PictureCheck[] = [];
    for (let i = 0; i < keys.length; i++) out.push(await this.check(imgUrls[i]!, keys[i]!));
    return out;
  }
}
