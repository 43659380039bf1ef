import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { IpLocation, UserGroupResponse } from '../../../lib/api/contract/system';
import { readCookie } from '../http/cookies';
import { ok } from '../http/envelope';
import { type ZodTypeProvider } from '../http/validate';
import { sendStaticFile } from '../http/static-file';
import { assignGroups } from '../services/groups';

const groupName = z.string().regex(/^[A-Za-z0-9][A-Za-z0-9_]{0,63}$/, { error: '分组名只能包含字母、数字和下划线（最长 64）' });
const userGroupBody = z.object({
  deviceId: z.string().min(1).max(128).regex(/^[A-Za-z0-9._:-]+$/, { error: 'deviceId 只能包含字母、数字和 . _ : -' }),
  deviceGroupList: z.array(groupName).max(64),
  accountGroupList: z.array(groupName).max(64),
  accountId: z.union([z.string().regex(/^\d{1,20}$/, { error: 'accountId 必须是数字' }), z.number().int().positive().max(Number.MAX_SAFE_INTEGER)]).optional(),
});

const LOOPBACK = new Set(['127.0.0.1', '::1', '::ffff:127.0.0.1']);

/** A few well-known public addresses, so a tester's testIp cookie (below) lands somewhere real. */
const KNOWN: Record<string, Omit<IpLocation, 'ip'>> = {
  '114.114.114.114': { country: '中国', province: '江苏省', city: '南京市' },
  '223.5.5.5': { country: '中国', province: '浙江省', city: '杭州市' },
  '180.76.76.76': { country: '中国', province: '北京市', city: '北京市' },
  '119.29.29.29': { country: '中国', province: '广东省', city: '深圳市' },
  '202.96.209.133': { country: '中国', province: '上海市', city: '上海市' },
  '8.8.8.8': { country: '美国', province: '加利福尼亚州', city: '山景城' },
};
const IP_RE = /^(\d{1,3}\.){3}\d{1,3}$|^[0-9a-f:]{2,39}$/i;

function ipLocation(ip: string): IpLocation {
  const known = KNOWN[ip];
  if (known) return { ip, ...known };
  if (LOOPBACK.has(ip) || ip.startsWith('127.')) return { ip, country: '中国', province: '浙江省', city: '杭州市' };
  if (/^(10\.|192\.168\.|172\.(1[6-9]|2\d|3[01])\.|::ffff:(10|192\.168)\.|f[cd][0-9a-f]{2}:)/i.test(ip)) {
    return { ip, country: '中国', province: '局域网', city: '局域网' };
  }
  return { ip, country: '未知', province: '', city: '' };
}

const ROBOTS_FILE = path.join(__dirname, '..', '..', 'public', 'robots.txt');

export async function systemRoutes(instance: FastifyInstance): Promise<void> {
  const app = instance.withTypeProvider<ZodTypeProvider>();
  const ctx = app.ctx;
  /** robots.txt of the API host: its pictures (/oss/) may be indexed, nothing else. A file on disk. */
  app.route({
    method: ['GET', 'HEAD'],
    url: '/robots.txt',
    exposeHeadRoute: false,
    handler: (request, reply) => sendStaticFile(request, reply, ROBOTS_FILE, 'text/plain; charset=utf-8', 'public, max-age=86400'),
  });

  // SPEC §3 testIp cookie: a tester's stand-in address, honoured outside production only.
  const honourTestIp = ctx.config.env !== 'production';
  /** 获取服务器时间 */
  app.get('/activity/group/time', async () => ok(Date.now()));

  /** 实验分组 */
  app.post('/userGroup/all', { schema: { body: userGroupBody } }, async (request) => {
    const body = request.body;
    const accountKey = body.accountId !== undefined ? `account:${body.accountId}` : body.deviceId;
    const data: UserGroupResponse = assignGroups(body.deviceId, accountKey, body.deviceGroupList, body.accountGroupList);
    return ok(data);
  });

  /** IP 定位 */
  app.get('/address/ip', async (request) => {
    const testIp = honourTestIp ? readCookie(request, 'testIp') : undefined;
    return ok(ipLocation(testIp && IP_RE.test(testIp) ? testIp : request.ip));
  });
}
