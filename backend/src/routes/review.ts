import { timingSafeEqual } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import type { ReviewCase } from '../../../lib/api/contract/upload';
import { ApiHttpError, ok } from '../http/envelope';
import { memberOf } from '../http/role';
import { CSRF_COOKIE, CSRF_RE, readCookie, settingCookie } from '../http/cookies';
import { escapeHtml, sendHtml } from '../http/html';
import { originPolicy } from '../http/cors';
import { orEmpty, pageQuery, qId, type ZodTypeProvider } from '../http/validate';
import { accountError } from '../services/account/errors';
import { reservePasswordAttempt } from '../services/account/password-guard';
import { decoyHash, verifyPassword } from '../services/account/passwords';
import type { ReviewState } from '../services/upload/review';
import { networkOf } from '../http/network';

const bodyId = z
  .union([z.number().int(), z.string().regex(/^\d{1,10}$/).transform(Number)], { error: '案例编号必须是整数' })
  .pipe(z.number().int().min(1, { error: '案例编号必须是整数' }).max(2_147_483_647, { error: '案例编号必须是整数' }));
const reason = z
  .string({ error: '请填写退回原因' })
  .transform((s) => s.replace(/[\u0000-\u001f\u007f]+/g, ' ').trim())
  .pipe(z.string().min(2, { error: '退回原因至少 2 个字' }).max(200, { error: '退回原因不能超过 200 个字' }));
const stateQuery = z.enum(['pending', 'approved', 'returned'], { error: 'state 只能是 pending、approved、returned' });

const STATE_LABEL: Record<ReviewState, string> = { pending: '待审核', approved: '已通过', returned: '已退回' };
/**
 * The published case on the site (lib/content/item-href.ts; tests/api/upload-approval checks they
 * agree). Relative, like every link of the page: reached at {site}/api-gw/review, it opens the
 * item on the editor's own site host.
 */
export const publishedHref = (itemId: number) => `../detail_news/detail/${itemId}/case`;
const publishedLink = (itemId: number, text: string) => `<a href="${publishedHref(itemId)}" target="_blank" rel="noopener" data-item="${itemId}">${text}</a>`;
const time = (ms: number | null) => (ms ? new Date(ms + 8 * 3600_000).toISOString().slice(0, 16).replace('T', ' ') : '—');

function page(title: string, body: string): string {
  return `<!doctype html><html lang="zh-CN"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<title>${escapeHtml(title)} - 案例审核</title><style>
body{margin:0;font:15px/1.6 system-ui,-apple-system,"PingFang SC","Microsoft YaHei",sans-serif;background:#f2f3f5;color:#1a1a1a}
main{max-width:1080px;margin:0 auto;padding:24px 16px}h1{font-size:22px;margin:0 0 12px}h2{font-size:18px;margin:0 0 8px}
a{color:#1668dc}.muted{color:#666}.notice{background:#e6f4ff;border:1px solid #91caff;padding:8px 12px;border-radius:8px;margin:0 0 16px}
.error{background:#fff1f0;border-color:#ffa39e}
article{background:#fff;border-radius:12px;padding:16px;margin:0 0 16px}dl{display:grid;grid-template-columns:auto 1fr;gap:4px 12px;margin:8px 0}dt{color:#888}dd{margin:0;white-space:pre-wrap;overflow-wrap:anywhere}
.pics{display:flex;flex-wrap:wrap;gap:8px;margin:8px 0}.pics a{display:block}.pics img{height:140px;border-radius:6px;background:#eee}.pics .cover{outline:3px solid #1677ff}
form.decide{display:flex;flex-wrap:wrap;gap:8px;align-items:flex-start;margin-top:8px}textarea{flex:1 1 260px;min-height:60px;font:inherit;padding:6px;border:1px solid #ccc;border-radius:6px}
button{padding:8px 16px;font:inherit;border:0;border-radius:6px;cursor:pointer}.ok{background:#1677ff;color:#fff}.back{background:#fff;border:1px solid #d9363e;color:#d9363e}
label{display:block;margin:8px 0 4px}input{font:inherit;padding:6px;border:1px solid #ccc;border-radius:6px;width:100%;max-width:320px;box-sizing:border-box}
@media (max-width:480px){.pics img{height:96px}}
</style></head><body><main>${body}</main></body></html>`;
}

function send(reply: FastifyReply, status: number, title: string, body: string): FastifyReply {
  return sendHtml(reply, status, page(title, body), { images: true });
}

function sameToken(a: string, b: string): boolean {
  const x = Buffer.from(a);
  const y = Buffer.from(b);
  return x.length === y.length && timingSafeEqual(x, y);
}

/**
 * Case review for editors (docs/api.md "Review"): the JSON queue and decisions for tools, and a
 * plain server-rendered page at /review (its forms post to /review-login and /review-decide, all
 * links relative, so it works at the API's origin and reachable through the site's /api-gw/review, where
 * the site's login applies) so a person can review without any other tool.
 */
export async function reviewRoutes(instance: FastifyInstance): Promise<void> {
  const app = instance.withTypeProvider<ZodTypeProvider>();
  const ctx = app.ctx;
  const s = app.accounts;
  const review = app.uploads.review;
  const allowed = originPolicy(ctx.config);

  app.get('/case/api/review/list', { config: { role: 'editor' }, schema: { querystring: z.object({ ...pageQuery, state: stateQuery.optional().default('pending') }) } }, async (request) => {
    const q = request.query;
    return ok(review.list(q.state, q.page, q.pageSize));
  });

  app.post('/case/api/review/approve', { config: { csrf: true, role: 'editor' }, schema: { body: orEmpty(z.object({ caseId: bodyId })) } }, async (request) => {
    const editor = memberOf(request).account;
    const b = request.body;
    return ok(review.approve(editor.id, b.caseId));
  });

  app.post('/case/api/review/return', { config: { csrf: true, role: 'editor' }, schema: { body: orEmpty(z.object({ caseId: bodyId, reason })) } }, async (request) => {
    const editor = memberOf(request).account;
    const b = request.body;
    return ok(review.return(editor.id, b.caseId, b.reason));
  });

  // ---------------------------------------------------------------- the page

  const csrfOf = (request: FastifyRequest, reply: FastifyReply) => readCookie(request, CSRF_COOKIE) ?? settingCookie(reply, CSRF_COOKIE, CSRF_RE) ?? '';

  /**
   * A form post must come from this page: the double-submit token in the body, and the browser's
   * word that it is same-origin (the page sends no referrer, so browsers say `Origin: null` for its
   * forms; Sec-Fetch-Site, which no page can set, still tells) or else an allowed site origin.
   */
  function formRefused(request: FastifyRequest, token: unknown): boolean {
    const site = request.headers['sec-fetch-site'];
    const origin = request.headers.origin;
    if (site !== 'same-origin') {
      if (site === 'cross-site' || origin === 'null') return true;
      if (origin && !allowed(origin)) return true;
    }
    const cookie = readCookie(request, CSRF_COOKIE);
    return typeof token !== 'string' || !cookie || !CSRF_RE.test(cookie) || !sameToken(token, cookie);
  }

  const loginForm = (csrf: string, message = '') =>
    `<h1>案例审核</h1>${message ? `<p class="notice error" role="alert">${escapeHtml(message)}</p>` : ''}<p class="muted">请使用审核编辑账号登录。</p>
<form method="post" action="review-login"><input type="hidden" name="csrf" value="${escapeHtml(csrf)}">
<label for="phone">手机号</label><input id="phone" name="phoneNo" inputmode="numeric" autocomplete="username" required>
<label for="pwd">密码</label><input id="pwd" name="password" type="password" autocomplete="current-password" required>
<p><button class="ok" type="submit">登录</button></p></form>`;

  function caseHtml(c: ReviewCase, csrf: string, state: ReviewState): string {
    const pics = c.pictures
      .map((p) => `<a href="${escapeHtml(p.url)}" target="_blank" rel="noopener"><img src="${escapeHtml(p.url)}?x-oss-process=image/resize,h_280" alt="${p.pictureId === c.coverPictureId ? '封面，' : ''}图片 ${p.pictureId}（${p.width}×${p.height}）" class="${p.pictureId === c.coverPictureId ? 'cover' : ''}" loading="lazy"></a>`)
      .join('');
    const decide =
      state === 'pending'
        ? `<form class="decide" method="post" action="review-decide"><input type="hidden" name="csrf" value="${escapeHtml(csrf)}"><input type="hidden" name="caseId" value="${c.caseId}">
<button class="ok" type="submit" name="action" value="approve">通过</button>
<textarea name="reason" aria-label="退回原因（2-200 字）" placeholder="退回原因（退回时必填，2-200 字），例如：图片含水印，请参考审核标准修改" maxlength="200"></textarea>
<button class="back" type="submit" name="action" value="return">退回</button></form>`
        : `<p class="muted">${STATE_LABEL[state]}于 ${time(c.reviewedAt)}${c.returnReason ? `，原因：${escapeHtml(c.returnReason)}` : ''}${c.itemId ? `，${publishedLink(c.itemId, `查看已发布的案例（内容编号 ${c.itemId}）`)}` : ''}</p>`;
    return `<article id="case-${c.caseId}"><h2>${escapeHtml(c.title || '（无标题）')}</h2>
<p class="muted">案例 ${c.caseId} · 作者 ${escapeHtml(c.authorName)}（${c.authorId}）· 提交于 ${time(c.submittedAt)}</p>
<div class="pics">${pics || '<span class="muted">没有图片</span>'}</div><p class="muted">蓝框为封面，点击图片查看原图。</p>
<dl><dt>分类</dt><dd>${escapeHtml(c.classifyName ?? '—')}</dd><dt>标签</dt><dd>${escapeHtml(c.tags.join('、') || '—')}</dd><dt>地点</dt><dd>${escapeHtml(c.location || '—')}</dd>
<dt>面积</dt><dd>${c.area ?? '—'} ㎡</dd><dt>设计公司</dt><dd>${escapeHtml(c.designCompany || '—')}</dd><dt>描述</dt><dd>${escapeHtml(c.description || '—')}</dd></dl>${decide}</article>`;
  }

  app.get('/review', async (request, reply) => {
    const csrf = csrfOf(request, reply);
    const found = s.current(request);
    if (!found) return send(reply, 401, '登录', loginForm(csrf));
    if (!s.isEditor(found.account)) return send(reply, 403, '无权访问', `<h1>无权访问</h1><p>当前账号（${escapeHtml(found.account.nickname)}）不是审核编辑。请退出后使用审核编辑账号登录。</p>`);
    const q = z
      .object({ state: stateQuery.optional().default('pending'), page: z.string().regex(/^\d{1,4}$/).transform(Number).optional().default(1), done: z.string().max(40).optional(), item: z.string().regex(/^\d{1,10}$/).transform(Number).optional() })
      .safeParse(request.query);
    const { state, page: pageNo, done, item } = q.success ? q.data : { state: 'pending' as const, page: 1, done: undefined, item: undefined };
    const data = review.list(state, Math.max(1, pageNo), 20);
    const tabs = (['pending', 'approved', 'returned'] as const).map((st) => (st === state ? `<strong>${STATE_LABEL[st]}</strong>` : `<a href="review?state=${st}">${STATE_LABEL[st]}</a>`)).join(' · ');
    const approvedNote = `已通过，案例已进入分类、搜索和站点地图${item ? `。${publishedLink(item, '查看已发布的案例')}` : ''}`;
    const notice = done ? `<p class="notice" role="status">${done === 'approved' ? approvedNote : escapeHtml(done === 'returned' ? '已退回，作者会看到退回原因' : done)}</p>` : '';
    const pages = Math.max(1, Math.ceil(data.total / data.pageSize));
    const more = pages > 1 ? `<p>${pageNo > 1 ? `<a href="review?state=${state}&page=${pageNo - 1}">上一页</a> ` : ''}第 ${pageNo} / ${pages} 页${pageNo < pages ? ` <a href="review?state=${state}&page=${pageNo + 1}">下一页</a>` : ''}</p>` : '';
    const list = data.list.length ? data.list.map((c) => caseHtml(c, csrf, state)).join('') : `<p class="muted">没有${STATE_LABEL[state]}的案例。</p>`;
    return send(reply, 200, STATE_LABEL[state], `<h1>案例审核</h1><nav>${tabs}（共 ${data.total} 个）</nav><p class="muted">审核编辑：${escapeHtml(found.account.nickname)}</p>${notice}${list}${more}`);
  });

  app.post('/review-login', async (request, reply) => {
    const b = (request.body ?? {}) as Record<string, unknown>;
    const csrf = csrfOf(request, reply);
    if (formRefused(request, b.csrf)) return send(reply, 403, '登录', loginForm(csrf, '页面已过期，请刷新后重新登录'));
    const phone = typeof b.phoneNo === 'string' && /^1\d{10}$/.test(b.phoneNo.trim()) ? b.phoneNo.trim() : null;
    const pwd = typeof b.password === 'string' && b.password.length <= 64 ? b.password : '';
    if (!phone || !pwd) return send(reply, 400, '登录', loginForm(csrf, '请输入 11 位手机号和密码'));
    try {
      const attempt = reservePasswordAttempt(s.limiter, s.backoff, phone, networkOf(request), { phone: '密码错误次数过多，请 {wait}后再试', ip: '登录尝试过于频繁，请 {wait}后再试' });
      const account = s.repo.byPhone(phone);
      if (!(await verifyPassword(pwd, account?.password_hash ?? decoyHash())) || !account?.password_hash) {
        attempt.failed();
        throw accountError.passwordWrong();
      }
      attempt.succeeded();
      s.login(reply, account, 1);
    } catch (err) {
      const message = err instanceof ApiHttpError ? err.message : '登录失败，请稍后再试';
      return send(reply, err instanceof ApiHttpError ? err.statusCode : 500, '登录', loginForm(csrf, message));
    }
    return reply.code(303).header('Location', 'review').header('Cache-Control', 'no-store').send();
  });

  app.post('/review-decide', async (request, reply) => {
    const b = (request.body ?? {}) as Record<string, unknown>;
    const csrf = csrfOf(request, reply);
    if (formRefused(request, b.csrf)) return send(reply, 403, '请求无效', '<h1>页面已过期</h1><p><a href="review">刷新审核列表</a>后重试。</p>');
    const found = s.current(request);
    if (!found) return send(reply, 401, '登录', loginForm(csrf, '登录已过期，请重新登录'));
    if (!s.isEditor(found.account)) return send(reply, 403, '无权访问', '<h1>无权访问</h1><p>当前账号不是审核编辑。</p>');
    const id = bodyId.safeParse(b.caseId);
    const action = b.action === 'approve' || b.action === 'return' ? b.action : null;
    if (!id.success || !action) return send(reply, 400, '请求无效', '<h1>请求无效</h1><p><a href="review">返回审核列表</a></p>');
    let itemId: number | null = null;
    try {
      if (action === 'approve') itemId = review.approve(found.account.id, id.data).itemId;
      else {
        const why = reason.safeParse(b.reason ?? '');
        if (!why.success) return send(reply, 400, '请填写原因', `<h1>请填写退回原因</h1><p>退回原因需 2-200 个字，作者会看到它。</p><p><a href="review#case-${id.data}">返回审核列表</a></p>`);
        review.return(found.account.id, id.data, why.data);
      }
    } catch (err) {
      const message = err instanceof ApiHttpError ? err.message : '操作失败，请稍后再试';
      return send(reply, err instanceof ApiHttpError ? err.statusCode : 500, '操作失败', `<h1>操作失败</h1><p>${escapeHtml(message)}</p><p><a href="review">返回审核列表</a></p>`);
    }
    return reply.code(303).header('Location', `review?done=${action === 'approve' ? `approved&item=${itemId}` : 'returned'}`).header('Cache-Control', 'no-store').send();
  });

  /** One case, for tools and the e2e (the editor's view: any author). */
  app.get('/case/api/review/case', { config: { role: 'editor' }, schema: { querystring: z.object({ caseId: qId() }) } }, async (request) => ok(review.one(request.query.caseId)));
}
