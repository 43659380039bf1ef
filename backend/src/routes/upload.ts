import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { CASE_LIMITS, UPLOAD_MAX_BYTES, UPLOAD_TYPES, type CaseState } from '../../../lib/api/contract/upload';
import { ApiHttpError, ErrorCode, ok } from '../http/envelope';
import { memberOf } from '../http/role';
import { orEmpty, pageQuery, parse, qId, qInt, type ZodTypeProvider } from '../http/validate';
import { requestOrigin } from '../services/account';
import { isBanned } from '../services/account/account-view';
import type { CasePatch } from '../services/upload/cases';
import { uploadError, UploadCode } from '../services/upload/errors';
import { uploadActivateFlag } from '../services/upload/gather';
import { CHUNK_SIZE } from '../services/upload/uploads';

/** Control characters other than line breaks and tabs never belong in a text field. */
const CONTROL = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/;

/** A bounded plain-text field: trimmed, at most `max` characters, no control characters (markup is kept as text). */
const text = (label: string, max: number, multiline = false) =>
  z
    .string({ error: `${label}必须是文本` })
    .max(max * 4, { error: `${label}不能超过 ${max} 个字` })
    .transform((s) => (multiline ? s.replace(/\r\n?/g, '\n') : s.replace(/[\r\n\t]+/g, ' ')).trim())
    .refine((s) => [...s].length <= max, { error: `${label}不能超过 ${max} 个字` })
    .refine((s) => !CONTROL.test(s), { error: `${label}不能包含控制字符` });

const bodyId = (what: string, min = 1) =>
  z
    .union([z.number().int(), z.string().regex(/^\d{1,10}$/).transform(Number)], { error: `${what}必须是整数` })
    .pipe(z.number().int().min(min, { error: `${what}必须是整数` }).max(2_147_483_647, { error: `${what}必须是整数` }));

const caseBody = z.object({
  caseId: bodyId('案例编号', 0),
  title: text('标题', CASE_LIMITS.title).optional(),
  description: text('案例描述', CASE_LIMITS.description, true).optional(),
  classifyId: bodyId('分类').nullable().optional(),
  tags: z
    .array(text('标签', CASE_LIMITS.tag).refine((s) => s.length > 0, { error: '标签不能为空' }), { error: '标签必须是文本数组' })
    .max(CASE_LIMITS.tags, { error: `标签最多 ${CASE_LIMITS.tags} 个` })
    .transform((t) => [...new Set(t)])
    .optional(),
  location: text('项目地点', CASE_LIMITS.location).optional(),
  area: z
    .number({ error: '面积必须是数字' })
    .min(CASE_LIMITS.areaMin, { error: `面积应在 ${CASE_LIMITS.areaMin}-${CASE_LIMITS.areaMax} ㎡ 之间` })
    .max(CASE_LIMITS.areaMax, { error: `面积应在 ${CASE_LIMITS.areaMin}-${CASE_LIMITS.areaMax} ㎡ 之间` })
    .transform((n) => Math.round(n * 100) / 100)
    .nullable()
    .optional(),
  designCompany: text('设计公司', CASE_LIMITS.designCompany).optional(),
  pictureIds: z
    .array(bodyId('图片编号'), { error: '图片必须是编号数组' })
    .max(CASE_LIMITS.pictures, { error: `图片最多 ${CASE_LIMITS.pictures} 张` })
    .transform((ids) => [...new Set(ids)])
    .optional(),
  coverPictureId: bodyId('封面图片编号').nullable().optional(),
});

function patchOf(b: z.output<typeof caseBody>): CasePatch {
  const { caseId: _caseId, ...rest } = b;
  void _caseId;
  return Object.fromEntries(Object.entries(rest).filter(([, v]) => v !== undefined)) as CasePatch;
}

const sha256 = z.string({ error: '缺少 sha256' }).regex(/^[0-9a-fA-F]{64}$/, { error: 'sha256 应为 64 位十六进制' }).transform((s) => s.toLowerCase());
const uploadId = z.string({ error: '缺少 uploadId' }).regex(/^[0-9a-f]{32}$/, { error: 'uploadId 格式不正确' });
const initBody = z.object({
  name: z
    .string({ error: '缺少文件名' })
    .max(800)
    // Display only: path parts and control characters go, the stored name is generated anyway.
    .transform((s) => (s.split(/[\\/]/).pop() ?? '').replace(/[\u0000-\u001f\u007f<>]/g, '').trim().slice(0, 200) || '未命名图片'),
  size: z.number({ error: '文件大小必须是数字' }).int({ error: '文件大小必须是整数' }).min(1, { error: '文件为空，请重新选择图片' }),
  type: z.enum(UPLOAD_TYPES, { error: '只支持 JPG、PNG、WebP 格式的图片' }),
  sha256,
});

const STATES = ['draft', 'pending', 'approved', 'returned'] as const;

/**
 * Picture upload, the text and picture checks, case drafts and submission, my uploads, the
 * creator's address and identity (docs/api.md "Gather and upload"). Every call needs a login;
 * writes carry the CSRF header (`config: { csrf: true }`, http/csrf.ts).
 */
export async function uploadRoutes(instance: FastifyInstance): Promise<void> {
  const app = instance.withTypeProvider<ZodTypeProvider>();
  const ctx = app.ctx;
  const s = app.accounts;
  const svc = app.uploads;

  // The size is checked before the schema (a clearer answer for a too-large file): parse() inside.
  app.post('/case/api/upload/init', { config: { csrf: true, role: 'uploader' } }, async (request) => {
    const { account } = memberOf(request);
    const raw = (request.body ?? {}) as Record<string, unknown>;
    if (typeof raw.size === 'number' && raw.size > UPLOAD_MAX_BYTES) throw uploadError.tooLarge(UPLOAD_MAX_BYTES / 1024 / 1024);
    return ok(await svc.uploads.init(account.id, parse(initBody, raw)));
  });

  app.post('/case/api/upload/chunk', { config: { csrf: true, role: 'uploader' }, bodyLimit: CHUNK_SIZE + 1024, schema: { querystring: z.object({ uploadId, offset: qInt(0, UPLOAD_MAX_BYTES) }) } }, async (request) => {
    const { account } = memberOf(request);
    const q = request.query;
    if (!Buffer.isBuffer(request.body)) throw new ApiHttpError(415, ErrorCode.MEDIA_TYPE, '分片须以 application/octet-stream 发送');
    return ok(await svc.uploads.chunk(account.id, q.uploadId, q.offset, request.body));
  });

  app.get('/case/api/upload/status', { config: { role: 'member' }, schema: { querystring: z.object({ uploadId }) } }, async (request) => {
    const { account } = memberOf(request);
    return ok(svc.uploads.status(account.id, request.query.uploadId));
  });

  app.post('/case/api/upload/complete', { config: { csrf: true, role: 'uploader' }, schema: { body: orEmpty(z.object({ uploadId })) } }, async (request) => {
    const { account } = memberOf(request);
    return ok(await svc.uploads.complete(account.id, request.body.uploadId));
  });

  // SPEC §7 GET with `word`; a long description does not fit a URL (Node refuses headers over
  // 16 KB, about 1,800 Chinese characters), so the same check also takes a POST body.
  const sensitiveInput = z.object({ word: z.string({ error: '缺少参数 word' }).max(5000, { error: '检测文本不能超过 5000 个字' }) });
  app.get('/case/api/gatherTask/checkSensitive', { config: { role: 'member' }, schema: { querystring: sensitiveInput } }, async (request) => ok(svc.words.check(request.query.word)));
  app.post('/case/api/gatherTask/checkSensitive', { config: { role: 'member' }, schema: { body: orEmpty(sensitiveInput) } }, async (request) => ok(svc.words.check(request.body.word)));

  const url = z.string({ error: 'imgUrl 必须是图片地址' }).min(1, { error: 'imgUrl 不能为空' }).max(600, { error: '图片地址过长' });
  const picturesBody = z.object({ imgUrl: z.union([url, z.array(url).min(1, { error: 'imgUrl 不能为空' }).max(30, { error: '一次最多检测 30 张图片' })]) });
  app.post('/case/api/gatherTask/checkPictures', { config: { role: 'member' }, schema: { body: orEmpty(picturesBody) } }, async (request) => {
    const b = request.body;
    return ok(await svc.pictures.checkAll([b.imgUrl].flat(), requestOrigin(request, ctx.config.ossPublicOrigin)));
  });

  app.post('/case/api/case/saveDraft', { config: { csrf: true, role: 'member' }, schema: { body: orEmpty(caseBody) } }, async (request) => {
    const { account } = memberOf(request);
    const b = request.body;
    return ok(svc.cases.saveDraft(account.id, b.caseId, patchOf(b)));
  });

  app.get('/case/api/case/draft', { config: { role: 'member' }, schema: { querystring: z.object({ caseId: qId() }) } }, async (request) => {
    const { account } = memberOf(request);
    const q = request.query;
    return ok(svc.cases.record(svc.cases.own(account.id, q.caseId)));
  });

  app.post('/case/api/case/checkCase', { config: { role: 'member' }, schema: { body: orEmpty(caseBody) } }, async (request) => {
    const { account } = memberOf(request);
    const b = request.body;
    return ok(await svc.cases.check(account.id, b.caseId, patchOf(b)));
  });

  app.post('/case/api/case/saveCase', { config: { csrf: true, role: 'uploader' }, schema: { body: orEmpty(caseBody) } }, async (request, reply) => {
    const { account } = memberOf(request);
    const b = request.body;
    const out = await svc.cases.submit(account.id, b.caseId, patchOf(b));
    if ('refused' in out) {
      // The draft holds everything sent; the answer names the first problem and carries them all.
      return reply.code(400).send({ error: { errorCode: UploadCode.CASE_INVALID, message: out.refused[0]!.message }, data: { problems: out.refused, case: out.record } });
    }
    return ok(out.record);
  });

  const myUploadsQuery = z.object({ ...pageQuery, state: z.enum(STATES, { error: 'state 只能是 draft、pending、approved、returned' }).optional() });
  app.get('/case/api/personal/queryMyUploadDetail', { config: { role: 'member' }, schema: { querystring: myUploadsQuery } }, async (request) => {
    const { account } = memberOf(request);
    const q = request.query;
    return ok(svc.cases.myUploads(account.id, q.page, q.pageSize, q.state as CaseState | undefined));
  });

  const addressBody = z.object({
    name: text('收件人', 20).refine((v) => [...v].length >= 2, { error: '请填写收件人姓名（2-20 个字）' }),
    phone: z.string({ error: '请填写手机号' }).trim().regex(/^1[3-9]\d{9}$/, { error: '请填写正确的 11 位手机号' }),
    region: text('所在地区', 60).refine((v) => [...v].length >= 2, { error: '请填写所在地区（省 市 区）' }),
    detail: text('详细地址', 120).refine((v) => [...v].length >= 5, { error: '请填写详细地址（至少 5 个字）' }),
  });

  app.post('/case/api/homepage/saveAddress', { config: { csrf: true, role: 'member' }, schema: { body: orEmpty(addressBody) } }, async (request) => {
    const { account } = memberOf(request);
    const b = request.body;
    for (const [field, label] of [['name', '收件人'], ['region', '所在地区'], ['detail', '详细地址']] as const) {
      if (/<\s*\/?\s*[a-z!][^>]*>/i.test(b[field])) throw new ApiHttpError(400, ErrorCode.BAD_PARAM, `${label}不能包含 HTML 标签`);
    }
    return ok(svc.addresses.save(account.id, b));
  });

  app.get('/case/api/homepage/address', { config: { role: 'member' } }, async (request) => ok(svc.addresses.get(memberOf(request).account.id)));

  /** SPEC §7 {api host}/account/uploadIdentity: the creator flags (errorCode ≠ 0 gives the site's error flag). */
  app.get('/account/uploadIdentity', { config: { role: 'member' } }, async (request) => {
    const { account } = memberOf(request);
    return ok(svc.cases.identity(account, s.isEditor(account), !isBanned(account)));
  });

  app.get('/case/api/gatherTask/uploadActivateShowFlag', async (request) => {
    const found = s.current(request);
    return ok(
      uploadActivateFlag(
        { loggedIn: !!found, canUpload: !!found && !isBanned(found.account), hasSubmitted: !!found && svc.cases.hasSubmitted(found.account.id) },
        ctx.config.uploadActivity,
      ),
    );
  });

}
