import { NextResponse, type NextRequest } from 'next/server';
import { fail } from '@/lib/api/envelope';
import { ensureVisitor } from './ensure-visitor';
import { captureSource } from '@/lib/visitor/capture-source';
import { sameOrigin } from '@/lib/session/same-origin';

const NO_STORE = { 'Cache-Control': 'private, no-store' };
const MAX_LANDING = 2000;

function refuse(status: number, message: string) {
  return NextResponse.json(fail(status * 100, message), { status, headers: NO_STORE });
}

/**
 * The visitor cookies (device id, sealed session with experiment groups and landing source,
 * bd_vid), set here and never on pages, which a shared cache may store (docs/security.md
 * "Cache safety"). Body `{ deviceId?, landing? }`: the browser's kept device id and, on an ad
 * landing, the page's query string. The groups call happens here, off every page's path.
 */
export async function POST(req: NextRequest) {
  if (!sameOrigin(req)) return refuse(403, '不允许跨站修改会话');
  let body: unknown;
  try {
    body = await req.json();
  } catch {
    return refuse(400, '请求体不是合法的 JSON');
  }
  const raw = (typeof body === 'object' && body !== null ? body : {}) as { deviceId?: unknown; landing?: unknown };
  // No body: the browser reads only the cookies. A compressed JSON body of this answer, sent
  // while the page was still loading, never completed in Chromium (chunked gzip from Next's
  // compression), which held one connection open for good.
  const res = new NextResponse(null, { status: 204, headers: NO_STORE });
  const groups = await ensureVisitor(req, res, typeof raw.deviceId === 'string' ? raw.deviceId : undefined);
  if (groups !== null && typeof raw.landing === 'string' && raw.landing.length <= MAX_LANDING) {
    await captureSource(req, res, new URLSearchParams(raw.landing));
  }
  return res;
}
