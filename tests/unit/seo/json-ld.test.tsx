import { renderToStaticMarkup } from 'react-dom/server';
import { JsonLd } from '@/lib/seo';
import { serializeJsonLd } from '@/lib/seo/json-ld';

describe('serializeJsonLd', () => {
  const hostile = { name: '</script><script>alert(1)</script>', note: '<!-- x --> & \u2028\u2029' };

  it('never emits <, > or & so the payload cannot close the script element', () => {
    const out = serializeJsonLd(hostile);
    expect(out).not.toMatch(/[<>&\u2028\u2029]/);
    expect(out).toContain('\\u003c/script\\u003e');
  });

  it('still parses back to the same data', () => {
    expect(JSON.parse(serializeJsonLd(hostile))).toEqual(hostile);
    const list = [{ '@type': 'BreadcrumbList' }, { '@type': 'ImageObject', name: '客厅 <设计>' }];
    expect(JSON.parse(serializeJsonLd(list))).toEqual(list);
  });
});

describe('<JsonLd>', () => {
  it('renders one ld+json script whose text is the escaped payload', () => {
    const html = renderToStaticMarkup(<JsonLd data={{ '@context': 'https://schema.org', name: 'a</script>b' }} />);
    expect(html).toMatch(/^<script type="application\/ld\+json">/);
    expect(html.match(/<\/script>/g)).toHaveLength(1);
    const json = html.replace(/^<script[^>]*>/, '').replace(/<\/script>$/, '');
    expect(JSON.parse(json)).toEqual({ '@context': 'https://schema.org', name: 'a</script>b' });
  });
});
