import { chunk, sitemapIndexXml, urlsetXml } from '@/lib/seo';
import { SITEMAP_MAX_URLS, w3cDate, xmlEscape } from '@/lib/seo/sitemap-xml';

describe('chunk', () => {
  it('splits at 50,000 by default', () => {
    const list = Array.from({ length: 120_001 }, (_, i) => i);
    const parts = chunk(list);
    expect(parts.map((p) => p.length)).toEqual([50_000, 50_000, 20_001]);
    expect(parts.flat()).toEqual(list);
    expect(SITEMAP_MAX_URLS).toBe(50_000);
  });

  it('exactly 50,000 is one part; empty is none', () => {
    expect(chunk(new Array(50_000).fill(0))).toHaveLength(1);
    expect(chunk([])).toEqual([]);
  });

  it('rejects a nonsense size', () => {
    expect(() => chunk([1], 0)).toThrow(RangeError);
  });
});

describe('XML', () => {
  it('escapes the five XML characters', () => {
    expect(xmlEscape(`a&b<c>"d'`)).toBe('a&amp;b&lt;c&gt;&quot;d&apos;');
  });

  it('w3cDate accepts epoch ms and ISO, rejects garbage and 0', () => {
    expect(w3cDate(Date.UTC(2025, 5, 1))).toBe('2025-06-01T00:00:00.000Z');
    expect(w3cDate('2025-06-01T00:00:00Z')).toBe('2025-06-01T00:00:00.000Z');
    expect(w3cDate('nope')).toBeUndefined();
    expect(w3cDate(0)).toBeUndefined();
  });

  it('urlsetXml writes escaped locs and lastmod', () => {
    const xml = urlsetXml([{ loc: 'http://a.localhost/x?a=1&b=2', lastmod: Date.UTC(2025, 0, 1) }, { loc: 'http://a.localhost/y' }]);
    expect(xml.startsWith('<?xml version="1.0" encoding="UTF-8"?>')).toBe(true);
    expect(xml).toContain('<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">');
    expect(xml).toContain('<url><loc>http://a.localhost/x?a=1&amp;b=2</loc><lastmod>2025-01-01T00:00:00.000Z</lastmod></url>');
    expect(xml).toContain('<url><loc>http://a.localhost/y</loc></url>');
  });

  it('urlsetXml refuses more than 50,000 URLs', () => {
    const many = Array.from({ length: 50_001 }, (_, i) => ({ loc: `http://a/${i}` }));
    expect(() => urlsetXml(many)).toThrow(RangeError);
    expect(() => urlsetXml(many.slice(0, 50_000))).not.toThrow();
  });

  it('sitemapIndexXml lists parts', () => {
    const xml = sitemapIndexXml([{ loc: 'http://a/sitemaps/pages-1.xml' }]);
    expect(xml).toContain('<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">');
    expect(xml).toContain('<sitemap><loc>http://a/sitemaps/pages-1.xml</loc></sitemap>');
  });
});
