/**
 * @jest-environment node
 */
import { NextRequest } from 'next/server';
import { GET } from '@/app/site-api/search/route';
import { KEYWORD_LIMIT } from '@/lib/api/contract/search';

const get = (qs: string) => GET(new NextRequest(`http://interior.localhost:3000/site-api/search?${qs}`));

describe('GET /site-api/search (no-JS fallback)', () => {
  it('redirects to the type target with a relative Location (stays on the channel host)', () => {
    const res = get(`type=1&keyword=${encodeURIComponent('庭院')}`);
    expect(res.status).toBe(303);
    expect(res.headers.get('location')).toBe(`/classify/0_0_1_0_0_0_${encodeURIComponent('庭院')}_0_0_0`);
    expect(get('type=4&keyword=a').headers.get('location')).toBe('/searchCase/a?searchType=1');
  });
  it('an unknown type falls back to 1; a blank keyword goes home', () => {
    expect(get('type=99&keyword=x').headers.get('location')).toBe('/classify/0_0_1_0_0_0_x_0_0_0');
    expect(get('keyword=%20%20').headers.get('location')).toBe('/');
  });
  it('cuts the keyword to the one search limit (KEYWORD_LIMIT), like the header box', () => {
    const loc = get(`keyword=${'a'.repeat(500)}`).headers.get('location')!;
    expect(loc).toBe(`/classify/0_0_1_0_0_0_${'a'.repeat(KEYWORD_LIMIT)}_0_0_0`);
  });
  it("mode=searchLocation (the search-led home's form) goes to the classify path whatever the type (SPEC §2)", () => {
    expect(get('type=2&keyword=a&mode=searchLocation').headers.get('location')).toBe('/classify/0_0_1_0_0_0_a_0_0_0');
    expect(get('type=2&keyword=a&mode=other').headers.get('location')).toBe('/searchCase/a?searchType=0');
  });
});
