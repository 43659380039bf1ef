import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import type { QrScanResult, WxBindStatus } from '../../../../lib/api/contract/account';
import type { Ctx } from '../../services/context';
import { ok } from '../../http/envelope';
import { parse, type ZodTypeProvider } from '../../http/validate';
import { publicBase } from '../../http/public-base';
import type { AccountServices } from '../../services/account';
import { accountError } from '../../services/account/errors';
import type { QrKind } from '../../services/account/qr-logins';
import { apiSid } from '../../services/account/sessions';
import { deviceId, opaque } from './schemas';

const sceneQuery = z.object({ sceneId: opaque('二维码场景') });
const miniQuery = z.object({
  page: z.string().max(200).regex(/^[A-Za-z0-9/_-]*$/, { error: '小程序页面路径只能包含字母、数字和 / _ -' }).optional(),
  forwardParam: z.string().max(500).optional(),
});

/** QR login both ways: the public account's QR (loginScan) and the mini program's (cheakScan). */
export function wechatRoutes(instance: FastifyInstance, s: AccountServices, ctx: Ctx): void {
  const app = instance.withTypeProvider<ZodTypeProvider>();
  const create = (kind: QrKind) => async (request: FastifyRequest, reply: FastifyReply) => {
    const extra = kind === 'mini' ? parse(miniQuery, request.query) : {};
    const sid = apiSid(request, reply);
    if (!sid) throw accountError.qrForbidden();
    return ok(s.qr.create(kind, sid, publicBase(request, ctx.config), extra));
  };

  const poll = (kind: QrKind) => async (request: FastifyRequest, reply: FastifyReply) => {
    const q = parse(sceneQuery, request.query);
    const result = s.qr.poll(q.sceneId, kind, apiSid(request, reply) ?? '');
    const data: QrScanResult = { status: result.status };
    if (result.accountId !== undefined) {
      const account = s.repo.byId(result.accountId);
      if (!account) throw accountError.qrUnknown();
      data.login = s.login(reply, account, kind === 'mp' ? 2 : 3);
    }
    return ok(data);
  };

  app.get('/wechat/public/getLoginQRCode', { config: { csrf: true } }, create('mp'));
  app.get('/wechat/public/loginScan', { config: { csrf: true } }, poll('mp'));
  app.get('/ins/api/wechat/getMiniQRCode', { config: { csrf: true } }, create('mini'));
  app.get('/ins/api/wechat/cheakScan', { config: { csrf: true } }, poll('mini'));

  /** Whether the logged-in account has bound WeChat (followed the public account); guests: false. */
  app.get('/wechat/public/isBindWxMp', { schema: { querystring: z.object({ deviceId: deviceId.optional() }) } }, async (request) => {
    const data: WxBindStatus = { bind: s.current(request)?.account.wx_openid != null };
    return ok(data);
  });
}
