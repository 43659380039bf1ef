import { absoluteUrl, pageMetadata } from '@/lib/seo';
import { ogImage } from '@/lib/seo/metadata';
import { seoDescription } from '@/lib/seo/text';

const env = { ...process.env };
beforeEach(() => {
  process.env = { ...env, PORT: '3000' };
  delete process.env.SITE_DOMAIN;
});
afterAll(() => {
  process.env = env;
});

describe('absoluteUrl', () => {
  it('puts the path on the channel’s own origin', () => {
    expect(absoluteUrl('interior', '/bk/12.html')).toBe('http://interior.localhost:3000/bk/12.html');
    expect(absoluteUrl('architecture', '/')).toBe('http://architecture.localhost:3000/');
  });

  it('uses the production domain over https when SITE_DOMAIN is set', () => {
    process.env.SITE_DOMAIN = 'example.com';
    expect(absoluteUrl('landscape', '/jhy/5')).toBe('https://landscape.example.com/jhy/5');
  });

  it('drops query and hash: a canonical never carries ?page=', () => {
    expect(absoluteUrl('student', '/bk/fl_170100_2.html?page=3#top')).toBe('http://student.localhost:3000/bk/fl_170100_2.html');
  });

  it('encodes text paths once', () => {
    expect(absoluteUrl('interior', '/classify/卧室')).toBe('http://interior.localhost:3000/classify/%E5%8D%A7%E5%AE%A4');
    expect(absoluteUrl('interior', '/classify/%E5%8D%A7%E5%AE%A4')).toBe('http://interior.localhost:3000/classify/%E5%8D%A7%E5%AE%A4');
    expect(absoluteUrl('interior', 'worldNav')).toBe('http://interior.localhost:3000/worldNav');
  });
});

describe('seoDescription', () => {
  it('joins pieces and collapses whitespace', () => {
    expect(seoDescription(['  第一段\n', null, '', '第二段  '])).toBe('第一段 第二段');
  });

  it('cuts at the limit by character with an ellipsis', () => {
    const text = '设'.repeat(200);
    const out = seoDescription(text, 150);
    expect(Array.from(out)).toHaveLength(150);
    expect(out.endsWith('…')).toBe(true);
    expect(seoDescription('短描述', 150)).toBe('短描述');
  });
});

describe('pageMetadata', () => {
  it('sets title, description, canonical, Open Graph and robots', () => {
    const m = pageMetadata({
      channel: 'landscape',
      path: '/bk/fl_170300_2.html',
      title: '  景观术语 - 设计百科 ',
      description: '景观术语词条',
      image: { url: 'http://localhost:4000/oss/a.jpg', width: 2400, height: 1600 },
      keywords: ['景观'],
    });
    expect(m.title).toBe('景观术语 - 设计百科');
    expect(m.description).toBe('景观术语词条');
    // /bk lists live on the student channel whichever host serves them.
    expect(m.alternates?.canonical).toBe('http://student.localhost:3000/bk/fl_170300_2.html');
    const og = m.openGraph as { url: string; title: string; locale: string; images: { url: string; width: number; height: number }[] };
    expect(og.url).toBe(m.alternates?.canonical);
    expect(og.title).toBe('景观术语 - 设计百科 - 意匠设计');
    expect(og.locale).toBe('zh_CN');
    expect(og.images[0]).toMatchObject({ width: 1200, height: 800 });
    expect(og.images[0]!.url).toContain('x-oss-process=image/resize,m_lfit,w_1200/format,jpg');
    expect(m.robots).toEqual({ index: true, follow: true });
    expect(m.keywords).toEqual(['景观']);
  });

  it('noindex pages keep following links; no image means no og:image', () => {
    const m = pageMetadata({ channel: 'interior', path: '/x', title: 't', description: 'd', noindex: true });
    expect(m.robots).toEqual({ index: false, follow: true });
    expect((m.openGraph as { images?: unknown }).images).toBeUndefined();
  });

  it('ogImage keeps small images at their size', () => {
    expect(ogImage({ url: 'http://h/oss/a.jpg', width: 400, height: 400 })).toMatchObject({ width: 400, height: 400 });
  });
});
