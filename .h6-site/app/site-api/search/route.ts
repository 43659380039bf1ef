import { type NextRequest } from 'next/server';
import { parseSearchType, searchTarget } from '@/lib/channel/search-target';

// A relative Location keeps the visitor on the channel host they submitted from.
function seeOther(location: string) {
  return new Response(null, { status: 303, headers: { Location: location } });
}

/** No-JavaScript fallback of the header search form: redirect to the type's target. */
export function GET(req: NextRequest) {
  const keyword = (req.nextUrl.searchParams.get('keyword') ?? '').trim().slice(0, 100);
  if (!keyword) return seeOther('/');
  const target = searchTarget(parseSearchType(req.nextUrl.searchParams.get('type')), keyword);
  return seeOther(target.url);
}
