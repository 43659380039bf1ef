import { NextResponse, type NextRequest } from 'next/server';
import { ensureVisitor } from './ensure-visitor';
import { captureSource } from '@/lib/visitor/capture-source';
import { NO_STORE, sessionWriteBody } from '@/lib/session/same-origin';

const MAX_LANDING = 2000;

/**
 * The visitor cookies (device id, sealed session with experiment groups and landing source,
 * bd_vid), set here and never on pages, which a shared cache may store (docs/security.md
 * "Cache safety"). Body `{ deviceId?, landing? }`: the browser's kept device id and, on an ad
 * landing, the page's query string. The groups call happens here, off every page's path.
 */
export async function POST(req: NextRequest) {
  const write = await sessionWriteBody(req);
  if ('refusal' in write) return write.refusal;
  const { body } = write;
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
