import { randomBytes } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { readCookie } from '../../http/cookies';
import { escapeHtml, sendHtml } from '../../http/html';
import { publicBasePath } from '../../http/public-base';
import type { Ctx } from '../../services/context';
import type { AccountServices } from '../../services/account';
import { QrLogins } from '../../services/account/qr-logins';

/** The stand-in for the phone's WeChat identity: a long-lived cookie of the confirm page's browser. */
const OPENID_COOKIE = 'wx_openid';
const OPENID_RE = /^wx_[A-Za-z0-9_-]{22}$/;
const OPENID_MAX_AGE = 365 * 86_400;


function page(title: string, body: string): string {
  return `<!doctype html><html lang="zh-CN"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<title>${title}</title><style>
body{margin:0;font:16px/1.6 system-ui,-apple-system,"PingFang SC","Microsoft YaHei",sans-serif;background:#ededed;color:#1a1a1a}
main{max-width:420px;margin:0 auto;padding:48px 24px;text-align:center}
.logo{width:64px;height:64px;border-radius:16px;background:#e8542e;color:#fff;font-size:28px;line-height:64px;margin:0 auto 16px}
h1{font-size:20px;margin:0 0 8px}p{color:#555;margin:0 0 24px}
label{display:block;text-align:left;font-size:14px;color:#555;margin-bottom:6px}
input{box-sizing:border-box;width:100%;padding:10px 12px;font-size:16px;border:1px solid #ccc;border-radius:8px;margin-bottom:20px}
button{display:block;width:100%;padding:12px;font-size:16px;border:0;border-radius:8px;margin-bottom:12px;cursor:pointer}
.ok{background:#07c160;color:#fff}.cancel{background:#fff;color:#1a1a1a}
</style></head><body><main><div class="logo" aria-hidden="true">匠</div>${body}</main></body></html>`;
}

function sendPage(reply: FastifyReply, status: number, title: string, body: string): FastifyReply {
  return sendHtml(reply, status, page(title, body));
}

/** `basePath`: '' or the site forwarder's /api-gw, where the phone's browser sees these pages. */
function openidOf(request: FastifyRequest, reply: FastifyReply, basePath: string): string {
  const existing = readCookie(request, OPENID_COOKIE);
  if (existing && OPENID_RE.test(existing)) return existing;
  const openid = `wx_${randomBytes(16).toString('base64url')}`;
  const secure = request.protocol === 'https' ? '; Secure' : '';
  reply.header('set-cookie', `${OPENID_COOKIE}=${openid}; Max-Age=${OPENID_MAX_AGE}; Path=${basePath}/wechat; HttpOnly; SameSite=Lax${secure}`);
  return openid;
}

class SceneGone extends Error {}

const EXPIRED = ['二维码已失效', '<h1>二维码已失效</h1><p>请在电脑上刷新二维码后重新扫码。</p>'] as const;
const TAKEN = ['二维码已被扫描', '<h1>二维码已被其他微信扫描</h1><p>如非本人操作，请在电脑上刷新二维码后重新扫码。</p>'] as const;

/**
 * The page a QR code encodes, standing in for WeChat's confirm screen: opening it marks the
 * scene scanned; 确认登录 logs the waiting browser in as this phone's WeChat identity (an account
 * is created on first use), 取消 cancels. The form posts to a relative address and the cookie is
 * scoped under the public base: the page may be served at /wechat or through the site's /api-gw.
 */
export function wechatConfirmRoutes(app: FastifyInstance, s: AccountServices, ctx: Ctx): void {
  const basePath = (request: FastifyRequest) => publicBasePath(request, ctx.config);
  app.get('/wechat/confirm', async (request, reply) => {
    const scene = (request.query as Record<string, unknown>).scene;
    const openid = openidOf(request, reply, basePath(request));
    const row = QrLogins.validScene(scene) ? s.qr.scan(scene, openid) : undefined;
    if (!row || row.status >= 2) return sendPage(reply, row ? 410 : 404, ...EXPIRED);
    if (row.scanned_by !== openid) return sendPage(reply, 409, ...TAKEN);
    const known = s.repo.byOpenid(openid);
    const nickname = escapeHtml(known?.nickname ?? `微信用户${openid.slice(-4)}`);
    const where = row.kind === 'mini' ? '意匠设计小程序' : '意匠设计公众号';
    return sendPage(
      reply,
      200,
      '微信登录确认',
      `<h1>登录意匠设计网页版</h1><p>${where}申请使用你的微信身份登录电脑端</p>
<form method="post" action="confirm"><input type="hidden" name="scene" value="${scene}">
<label for="nickname">微信昵称</label><input id="nickname" name="nickname" maxlength="20" value="${nickname}"${known ? ' readonly' : ''}>
<button class="ok" type="submit" name="action" value="confirm">确认登录</button>
<button class="cancel" type="submit" name="action" value="cancel">取消</button></form>`,
    );
  });

  app.post('/wechat/confirm', async (request, reply) => {
    const body = (request.body ?? {}) as Record<string, unknown>;
    const scene = body.scene;
    if (!QrLogins.validScene(scene) || (body.action !== 'confirm' && body.action !== 'cancel')) {
      return sendPage(reply, 400, '请求无效', '<h1>请求无效</h1><p>请重新扫描电脑上的二维码。</p>');
    }
    // Only the phone that scanned a live scene answers it: nobody else who learns the scene id
    // can cancel or confirm it, and an expired scene creates no account.
    const openid = openidOf(request, reply, basePath(request));
    const row = s.qr.answerable(scene, openid);
    if (!row) return sendPage(reply, 410, ...EXPIRED);
    if (body.action === 'cancel') {
      s.qr.cancel(scene);
      return sendPage(reply, 200, '已取消', '<h1>已取消登录</h1><p>电脑端不会登录，可关闭此页面。</p>');
    }
    const raw = typeof body.nickname === 'string' ? body.nickname.trim() : '';
    const nickname = raw.replace(/[\u0000-\u001f\u007f<>]/g, '').slice(0, 20);
    let confirmed: 'ok' | 'disabled' | 'gone';
    try {
      // One transaction: when the scene died meanwhile, the account it would have created is rolled back.
      confirmed = s.repo.transaction(() => {
        const { account } = s.repo.findOrCreateByOpenid(openid, nickname || `微信用户${openid.slice(-4)}`, row.kind === 'mp' ? 2 : 3);
        if (account.state !== 1) return 'disabled' as const;
        if (!s.qr.confirm(scene, account.id)) throw new SceneGone();
        return 'ok' as const;
      });
    } catch (err) {
      if (!(err instanceof SceneGone)) throw err;
      confirmed = 'gone';
    }
    if (confirmed === 'disabled') return sendPage(reply, 403, '账号已停用', '<h1>账号已停用</h1><p>该微信绑定的账号已停用，如有疑问请联系客服。</p>');
    if (confirmed === 'gone') return sendPage(reply, 410, ...EXPIRED);
    return sendPage(reply, 200, '登录成功', '<h1>登录成功</h1><p>请回到电脑端继续浏览，可关闭此页面。</p>');
  });
}
