import { NextResponse, type NextRequest } from 'next/server';
import { ok } from '@/lib/api/envelope';
import { SESSION_COOKIE, createDeviceId, isValidDeviceId, readSession, setSessionCookie, type SessionPayload } from '@/lib/session/site-session';
import { NO_STORE, refuse, sameOrigin, sessionWriteBody } from '@/lib/session/same-origin';

function answer(session: SessionPayload | null) {
  return NextResponse.json(ok({ loginType: session?.loginType ?? 0, source: session?.source ?? null }), { headers: NO_STORE });
}

async function current(req: NextRequest): Promise<SessionPayload> {
  const session = await readSession(req.cookies.get(SESSION_COOKIE)?.value);
  if (session) return session;
  const device = req.cookies.get('deviceId')?.value;
  return { deviceId: isValidDeviceId(device) ? device : createDeviceId() };
}

async function save(req: NextRequest, next: SessionPayload) {
  const res = answer(next);
  await setSessionCookie(req, res, next);
  return res;
}

/** What page scripts may know of the sealed session: the stored login type (default 0) and the landing source. */
export async function GET(req: NextRequest) {
  return answer(await readSession(req.cookies.get(SESSION_COOKIE)?.value));
}

/** Stores the login type of a login that just happened (body `{ loginType: 0..5 }`). */
export async function POST(req: NextRequest) {
  const write = await sessionWriteBody(req);
  if ('refusal' in write) return write.refusal;
  const loginType = (write.body as { loginType?: unknown } | null)?.loginType;
  if (typeof loginType !== 'number' || !Number.isInteger(loginType) || loginType < 0 || loginType > 5) {
    return refuse(400, 'loginType 必须是 0-5 的整数');
  }
  return save(req, { ...(await current(req)), loginType });
}

/** Logout: the login type goes; device id, groups and source attribution stay. */
export async function DELETE(req: NextRequest) {
  if (!sameOrigin(req)) return refuse(403, '不允许跨站修改会话');
  const next = { ...(await current(req)) };
  delete next.loginType;
  return save(req, next);
}
