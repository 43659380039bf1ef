import { type NextRequest } from 'next/server';
import { limitKeyword } from '@/lib/search/url-state';
import { parseSearchType, searchTarget } from '@/lib/search/targets';

// A relative Location keeps the visitor on the channel host they submitted from.
function seeOther(location: string) {
  return new Response(null, { status: 303, headers: { Location: location } });
}

/** No-JavaScript fallback of the header search form: redirect to the type's target. */
export function GET(req: NextRequest) {
  const { keyword } = limitKeyword(req.nextUrl.searchParams.get('keyword') ?? '');
  if (!keyword) return seeOther('/');
  const target = searchTarget(parseSearchType(req.nextUrl.searchParams.get('type')), keyword);
  return seeOther(target.url);
}
