// eslint-disable-next-line @typescript-eslint/no-require-imports
const { MAX_PATH, allowedMethod, unroutable } = require('../../../lib/server/request-guard.cjs') as {
  MAX_PATH: number;
  allowedMethod: (m: string | undefined) => boolean;
  unroutable: (target: string | undefined) => boolean;
};

describe('request guard of the production site server', () => {
  it('sends paths Next cannot decode to the not-found page', () => {
    for (const t of ['/%', '/detail/%E0%A4%A/3d', '/classify/%E0', '/bk/%ZZ.html', '/site-api/%', '/searchCase/a%?searchType=1', '/a%00b']) {
      expect(unroutable(t)).toBe(true);
    }
  });

  it('routes well-formed paths, whatever their query says (Next parses a bad query itself)', () => {
    for (const t of ['/', '/detail/1/3d', '/classify/0_0_1_0_0_0_%E6%B2%99%E5%8F%91_0_0_0', '/AISearch?q=%E4', '/a?x=%', '/%25']) {
      expect(unroutable(t)).toBe(false);
    }
  });

  it('refuses absurd path lengths, and leaves a long query to the page', () => {
    expect(unroutable(`/${'a'.repeat(MAX_PATH)}`)).toBe(true);
    expect(unroutable(`/${'a'.repeat(MAX_PATH - 10)}`)).toBe(false);
    expect(unroutable(`/searchResult?keyword=${'a'.repeat(10_000)}&st=21`)).toBe(false);
  });

  it('answers only the methods the site serves', () => {
    for (const m of ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS']) expect(allowedMethod(m)).toBe(true);
    for (const m of ['TRACE', 'PROPFIND', 'get', '', undefined]) expect(allowedMethod(m)).toBe(false);
  });
});
