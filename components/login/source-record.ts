import { addSource, semRecord } from './api';
import type { VipInfo } from '@/lib/api/contract/account';
import { hasSourceMarker, setSourceMarker } from './account-cookie';
import type { SiteSessionView } from './site-session-view';

/**
 * SPEC §4: an account new today, with a captured source and no set-source marker, sends the
 * source info (keyword, plan, source, unit, current URL) once; the marker then holds for 7 days.
 * Returns whether the record was sent and accepted.
 */
export async function recordSourceIfNew(vip: VipInfo | null, site: SiteSessionView | null, href: string = window.location.href): Promise<boolean> {
  const source = site?.source;
  if (!vip?.caseAccountInfo.isToday || !source?.source || hasSourceMarker()) return false;
  const res = await semRecord({
    keyword: source.keyword ?? '',
    plan: source.plan ?? '',
    source: source.source,
    unit: source.unit ?? '',
    url: href,
  });
  if (!res.ok) return false;
  setSourceMarker();
  return true;
}

/** A landing with a Baidu click id reports the address it landed on (GET /addSource). */
export async function reportLanding(href: string = window.location.href): Promise<boolean> {
  let bdVid: string | null = null;
  try {
    bdVid = new URL(href).searchParams.get('bd_vid');
  } catch {
    return false;
  }
  if (!bdVid) return false;
  return (await addSource(href)).ok;
}
