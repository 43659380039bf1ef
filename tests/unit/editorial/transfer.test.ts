import { isPublicHostname, vetDestination } from '@/lib/editorial/transfer';

describe('vetDestination', () => {
  it.each([
    ['https://www.archdaily.com', 'https://www.archdaily.com/'],
    ['https://www.archdaily.cn/cn/search', 'https://www.archdaily.cn/cn/search'],
    ['http://divisare.com', 'http://divisare.com/'],
    ['  https://www.artek.fi  ', 'https://www.artek.fi/'],
  ])('follows %s', (raw, href) => {
    expect(vetDestination(raw)).toBe(href);
  });

  it.each([
    'javascript:alert(1)',
    'JavaScript:alert(document.cookie)',
    'data:text/html,<script>alert(1)</script>',
    'vbscript:msgbox(1)',
    '//evil.example.com',
    '///evil.example.com',
    '/\\evil.example.com',
    '\\\\evil.example.com',
    'https:evil.example.com',
    'https:/evil.example.com',
    '/local/path',
    'evil.example.com',
    'ftp://files.example.com',
    'https://user:pass@example.com',
    'https://example.com@evil.example.com',
    'https://example.com:8443/',
    'http://localhost/',
    'http://127.0.0.1/',
    'http://10.0.0.1/',
    'http://[::1]/',
    'http://intranet/',
    'http://printer.local/',
    'http://site.localhost/',
    'https://exa mple.com',
    'https://example.com/\nSet-Cookie:x',
    'https://example.com\\@evil.com',
    '',
  ])('refuses %p', (raw) => {
    expect(vetDestination(raw)).toBeNull();
  });

  it('refuses non-strings', () => {
    expect(vetDestination(undefined)).toBeNull();
    expect(vetDestination(42)).toBeNull();
    expect(vetDestination({ url: 'https://example.com' })).toBeNull();
  });
});

describe('isPublicHostname', () => {
  it('needs a dotted DNS name with a letter TLD', () => {
    expect(isPublicHostname('www.example.com')).toBe(true);
    expect(isPublicHostname('example')).toBe(false);
    expect(isPublicHostname('1.2.3.4')).toBe(false);
    expect(isPublicHostname('-bad.example.com')).toBe(false);
    expect(isPublicHostname('example.123')).toBe(false);
  });
});
