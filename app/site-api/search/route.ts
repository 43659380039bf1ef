import { type NextRequest } from 'next/server';
import { limitKeyword, parseSearchType, searchTarget } from '@/components/search';

// A relative Location keeps the visitor on the channel host they submitted from.
function seeOther(location: string) {
  return new Response(null, { status: 303, headers: { Location: location } });
}

/**
 * The GET target of the site's search forms (the header's without JavaScript, the search-led
 * home's always): redirect to the type's target; `mode=searchLocation` (SPEC §2) goes to the
 * classify path in the same window whatever the type.
 */
export function GET(req: NextRequest) {
  const { keyword } = limitKeyword(req.nextUrl.searchParams.get('keyword') ?? '');
  if (!keyword) return seeOther('/');
  const mode = req.nextUrl.searchParams.get('mode') === 'searchLocation' ? 'searchLocation' : 'navigate';
  const target = searchTarget(parseSearchType(req.nextUrl.searchParams.get('type')), keyword, mode);
  return seeOther(target.url);
}
