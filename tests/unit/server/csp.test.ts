/**
 * @jest-environment node
 */
import { createHash } from 'node:crypto';

// eslint-disable-next-line @typescript-eslint/no-require-imports -- the server script's CommonJS module
const { contentSecurityPolicy, extraOrigins, inlineScriptHashes } = require('../../../lib/server/csp.cjs');

const sha = (s: string) => `'sha256-${createHash('sha256').update(s, 'utf8').digest('base64')}'`;

describe('inlineScriptHashes', () => {
  it('hashes every distinct inline script the browser runs, not external ones or data blocks', () => {
    const html = `<script src="/_next/a.js" async></script><script>self.__next_f.push([1,"x"])</script><script type="module">import("/a")</script>
      <script type="application/ld+json">{"@type":"Thing"}</script><script>self.__next_f.push([1,"x"])</script><SCRIPT nonce="n">b()</SCRIPT >`;
    expect(inlineScriptHashes(html)).toEqual([sha('self.__next_f.push([1,"x"])'), sha('import("/a")'), sha('b()')]);
  });
});

describe('contentSecurityPolicy', () => {
  it('no inline script but by hash, no eval, frame-ancestors, object-src none; upgrade only over https', () => {
    const csp: string = contentSecurityPolicy({ hashes: ["'sha256-abc'"], origins: { connect: ['https://api.example.com'], img: ['https://oss.example.com'] } });
    const script = csp.split('; ').find((d) => d.startsWith('script-src'))!;
    expect(script).toBe("script-src 'self' 'sha256-abc'");
    expect(csp).not.toMatch(/unsafe-eval/);
    expect(csp).toContain("frame-ancestors 'self'");
    expect(csp).toContain("object-src 'none'");
    expect(csp).toContain("connect-src 'self' https://api.example.com");
    expect(csp).toContain('https://oss.example.com');
    expect(csp).not.toContain('upgrade-insecure-requests');
    expect(contentSecurityPolicy({ hashes: [], https: true })).toContain('upgrade-insecure-requests');
  });

  it('takes the browser API hosts and the picture store from the environment', () => {
    const o = extraOrigins({ NEXT_PUBLIC_API_ORIGIN: 'https://api.example.com/', OSS_PUBLIC_ORIGIN: 'https://oss.example.com', NEXT_PUBLIC_CLIENT_VERSION: '1.0', NEXT_PUBLIC_TRACK_MAIN_URL: 'javascript:alert(1)' });
    expect(o).toEqual({ connect: ['https://api.example.com', 'https://oss.example.com'], img: ['https://api.example.com', 'https://oss.example.com'] });
  });
});
