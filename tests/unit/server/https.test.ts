/**
 * @jest-environment node
 */
// eslint-disable-next-line @typescript-eslint/no-require-imports -- the server script's CommonJS module
const { servedOverHttps } = require('../../../lib/server/https.cjs');

describe('servedOverHttps', () => {
  const req = (proto?: string) => ({ headers: proto ? { 'x-forwarded-proto': proto } : {}, socket: {} });
  it('trusts X-Forwarded-Proto only behind trusted proxies, or the SITE_HTTPS flag', () => {
    expect(servedOverHttps(req('https'), { hops: 0, env: {} })).toBe(false);
    expect(servedOverHttps(req('https'), { hops: 1, env: {} })).toBe(true);
    expect(servedOverHttps(req('http'), { hops: 1, env: {} })).toBe(false);
    expect(servedOverHttps(req(), { hops: 0, env: { SITE_HTTPS: '1' } })).toBe(true);
  });
});
