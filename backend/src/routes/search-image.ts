import multipart from '@fastify/multipart';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';
import type { CropBox, ObjectModelsResult, PictureObjectsResult, SimilarResult } from '../../../lib/api/contract/search';
import { isObjectClass, OBJECT_CLASSES } from '../search/objects';
import { ApiHttpError, badParam, ErrorCode, notFound, ok } from '../http/envelope';
import { parse, qId, qInt, type ZodTypeProvider } from '../http/validate';
import { parsePoolKey } from '../images/pool';
import { parseUploadKey } from '../images/uploads';
import { computeFeatures, type ImageFeatures } from '../search/features';
import { searchService } from '../search/service';
import { subjectVector } from '../search/vision';

const MAX_UPLOAD_BYTES = 10 * 1024 * 1024;
const PAGE_SIZE = 30;

const cropSchema = z
  .string()
  .regex(/^(0(\.\d{1,4})?|1(\.0{1,4})?)(,(0(\.\d{1,4})?|1(\.0{1,4})?)){3}$/, { error: 'crop 应为 x,y,w,h（0 到 1 之间的小数）' })
  .transform((s) => {
    const [x, y, w, h] = s.split(',').map(Number) as [number, number, number, number];
    return { x, y, w, h };
  })
  .refine((c) => c.w >= 0.02 && c.h >= 0.02 && c.x + c.w <= 1.0001 && c.y + c.h <= 1.0001, { error: '裁剪区域超出图片范围或过小' });

const options = {
  crop: cropSchema.optional(),
  hideDuplicates: z.enum(['0', '1']).optional().default('1'),
  kind: z.string().max(40).regex(/^[A-Za-z0-9]+(,[A-Za-z0-9]+){0,3}$/, { error: 'kind 格式不正确' }).optional(),
  page: qInt(1, 5).optional().default(1),
};
const fromSiteQuery = z.object({ ...options, img: z.string().max(600).optional(), itemId: qId().optional() });
const uploadFields = z.object(options);

/** The object-storage key of one of our picture URLs (or a bare key), else null. */
function ossKeyOf(img: string): string | null {
  const isKey = (k: string) => !!(parsePoolKey(k) ?? parseUploadKey(k));
  if (isKey(img)) return img;
  try {
    const m = /^\/oss\/(.+)$/.exec(new URL(img).pathname);
    return m && isKey(m[1]!) ? m[1]! : null;
  } catch {
    return null;
  }
}

export async function searchImageRoutes(instance: FastifyInstance): Promise<void> {
  const app = instance.withTypeProvider<ZodTypeProvider>();
  const ctx = app.ctx;
  const svc = searchService(app, ctx);

  /** The query picture's subject vector, when the index has any to compare it with (a bad file is features' 400). */
  async function subjectOf(bytes: Buffer, crop?: CropBox): Promise<Float32Array | null> {
    return svc.subjectsIndexed > 0 ? subjectVector(bytes, crop).catch(() => null) : null;
  }

  function answer(f: ImageFeatures, subject: Float32Array | null, o: z.output<typeof uploadFields>, started: number, crop: CropBox | null, excludeItemId?: number): SimilarResult {
    const kinds = o.kind ? o.kind.split(',') : undefined;
    const hideDuplicates = o.hideDuplicates === '1';
    const { list, scanned } = svc.similar(f, { limit: PAGE_SIZE, offset: (o.page - 1) * PAGE_SIZE, hideDuplicates, kinds, excludeItemId, subject });
    return {
      list, scanned, hideDuplicates, page: o.page, pageSize: PAGE_SIZE,
      tookMs: Math.round((performance.now() - started) * 10) / 10,
      query: { width: f.width, height: f.height, colors: f.colors, crop },
    };
  }

  /** The stored picture a request names by img (URL or key) or itemId (its cover), else a 4xx. */
  function pictureOf(q: { img?: string; itemId?: number }, notOurs = '只能识别本站图片'): string {
    let key: string | null = null;
    if (q.itemId !== undefined) key = ctx.items.byId(q.itemId)?.cover_key ?? null;
    else if (q.img) key = ossKeyOf(q.img);
    else throw badParam('缺少参数 img 或 itemId');
    const img = key ? ctx.images.lookup(key) : null;
    if (!img) throw notFound(q.itemId !== undefined ? '内容不存在' : notOurs);
    return img.key;
  }

  /** 找同款模型：图中识别出的物体（沙发、椅子、桌子、床、灯、绿植、花瓶、柜子…）及其位置 */
  app.get('/case/api/search/objects', { schema: { querystring: z.object({ img: z.string().max(600).optional(), itemId: qId().optional() }) } }, async (request) => {
    const started = performance.now();
    const objects = await svc.objectsOf(pictureOf(request.query));
    const data: PictureObjectsResult = { objects, tookMs: Math.round((performance.now() - started) * 10) / 10 };
    return ok(data);
  });

  /** 找同款模型：某一类物体的 3D/SU 模型，按与图中该区域的相似度排序 */
  const objectModelsQuery = z.object({
    img: z.string().max(600).optional(),
    itemId: qId().optional(),
    cls: z.string().max(20).refine(isObjectClass, { error: '不支持的物体类别' }),
    box: cropSchema,
  });
  app.get('/case/api/search/object-models', { schema: { querystring: objectModelsQuery } }, async (request) => {
    const q = request.query;
    const key = pictureOf(q);
    if (!isObjectClass(q.cls)) throw badParam('不支持的物体类别');
    const { list, total } = await svc.modelsLike(key, q.cls, q.box);
    const data: ObjectModelsResult = { cls: q.cls, label: OBJECT_CLASSES[q.cls]!.label, list, total };
    return ok(data);
  });

  /** 以图搜图的索引状态：图片数，以及后台主体向量计算的进度 */
  app.get('/case/api/search/status', async () => {
    const p = svc.subjectProgress;
    return ok({ pictures: svc.imageCount, subjects: { done: p.indexed, total: p.total, running: p.running } });
  });

  /** 以站内图片搜相似图：img 为本站图片地址（或 key），或 itemId；可选 crop 区域 */
  app.get('/case/api/search/similar', { schema: { querystring: fromSiteQuery } }, async (request) => {
    const started = performance.now();
    const q = request.query;
    const img = ctx.images.lookup(pictureOf(q, '只能以本站图片搜索，请上传图片'))!;
    // A picture outside the precomputed set (a less viewed item's cover) is measured on demand.
    const known = q.crop ? null : svc.featuresOfKey(img.key);
    const bytes = known ? null : (await ctx.images.get(img, [])).body;
    const f = known ?? (await computeFeatures(bytes!, q.crop));
    const subject = svc.subjectsIndexed > 0 ? (q.crop ? await subjectOf(bytes!, q.crop) : await svc.subjectOfKey(img.key)) : null;
    return ok(answer(f, subject, q, started, q.crop ?? null, q.itemId));
  });

  // Multipart only in this scope: the rest of the API keeps its JSON/form parsers.
  void app.register(async (scope) => {
    await scope.register(multipart, { limits: { fileSize: MAX_UPLOAD_BYTES, files: 1, fields: 8, fieldSize: 200, parts: 10 } });

    /** 上传图片搜相似图（multipart：file + crop / hideDuplicates / kind / page） */
    scope.post('/case/api/search/similar', async (request: FastifyRequest) => {
      const started = performance.now();
      if (!request.isMultipart()) throw new ApiHttpError(415, ErrorCode.MEDIA_TYPE, '请以 multipart/form-data 上传图片文件');
      let buffer: Buffer | null = null;
      const fields: Record<string, string> = {};
      try {
        for await (const part of request.parts()) {
          if (part.type === 'file') {
            if (buffer) throw badParam('一次只能上传一张图片');
            buffer = await part.toBuffer();
          } else if (typeof part.value === 'string') {
            fields[part.fieldname] = part.value;
          }
        }
      } catch (err) {
        if (err instanceof ApiHttpError) throw err;
        const code = (err as { code?: string }).code ?? '';
        if (code === 'FST_REQ_FILE_TOO_LARGE') throw new ApiHttpError(413, ErrorCode.TOO_LARGE, `图片不能超过 ${MAX_UPLOAD_BYTES / 1024 / 1024}MB`);
        if (code.startsWith('FST_')) throw badParam('上传内容格式不正确');
        throw badParam('上传中断，请重试');
      }
      if (!buffer || !buffer.length) throw badParam('请选择要上传的图片');
      const o = parse(uploadFields, fields);
      const [f, subject] = await Promise.all([computeFeatures(buffer, o.crop), subjectOf(buffer, o.crop)]);
      return ok(answer(f, subject, o, started, o.crop ?? null));
    });
  });
}
