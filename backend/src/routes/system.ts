import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { IpLocation, UserGroupResponse } from '../../../lib/api/contract/system';
import { ok } from '../http/envelope';
import { parse } from '../http/validate';
import { assignGroups } from '../services/groups';

const groupName = z.string().regex(/^[A-Za-z0-9][A-Za-z0-9_]{0,63}$/, { error: '分组名只能包含字母、数字和下划线（最长 64）' });
const userGroupBody = z.object({
  deviceId: z.string().min(1).max(128).regex(/^[A-Za-z0-9._:-]+$/, { error: 'deviceId 只能包含字母、数字和 . _ : -' }),
  deviceGroupList: z.array(groupName).max(64),
  accountGroupList: z.array(groupName).max(64),
  accountId: z.union([z.string().regex(/^\d{1,20}$/, { error: 'accountId 必须是数字' }), z.number().int().positive().max(Number.MAX_SAFE_INTEGER)]).optional(),
});

const LOOPBACK = new Set(['127.0.0.1', '::1', '::ffff:127.0.0.1']);

export function ipLocation(ip: string): IpLocation {
  if (LOOPBACK.has(ip) || ip.startsWith('127.')) return { ip, country: '中国', province: '浙江省', city: '杭州市' };
  if (/^(10\.|192\.168\.|172\.(1[6-9]|2\d|3[01])\.|::ffff:(10|192\.168)\.|f[cd][0-9a-f]{2}:)/i.test(ip)) {
    return { ip, country: '中国', province: '局域网', city: '局域网' };
  }
  return { ip, country: '未知', province: '', city: '' };
}

export function systemRoutes(app: FastifyInstance): void {
  /** 获取服务器时间 */
  app.get('/activity/group/time', async () => ok(Date.now()));

  /** 实验分组 */
  app.post('/userGroup/all', async (request) => {
    const body = parse(userGroupBody, request.body);
    const accountKey = body.accountId !== undefined ? `account:${body.accountId}` : body.deviceId;
    const data: UserGroupResponse = assignGroups(body.deviceId, accountKey, body.deviceGroupList, body.accountGroupList);
    return ok(data);
  });

  /** IP 定位 */
  app.get('/address/ip', async (request) => ok(ipLocation(request.ip)));
}
