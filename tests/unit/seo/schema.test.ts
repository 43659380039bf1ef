import { breadcrumbList, creativeWork, itemList, profilePage } from '@/lib/seo';
import { imageObject } from '@/lib/seo/schema';

beforeAll(() => {
  process.env.PORT = '3000';
  delete process.env.SITE_DOMAIN;
});

describe('schema builders', () => {
  it('breadcrumbList numbers positions and makes absolute items', () => {
    const b = breadcrumbList('interior', [
      { name: '首页', path: '/' },
      { name: '设计百科', path: '/bk.html' },
    ]);
    expect(b['@type']).toBe('BreadcrumbList');
    expect(b.itemListElement).toEqual([
      { '@type': 'ListItem', position: 1, name: '首页', item: 'http://interior.localhost:3000/' },
      { '@type': 'ListItem', position: 2, name: '设计百科', item: 'http://interior.localhost:3000/bk.html' },
    ]);
  });

  it('imageObject carries contentUrl, creator, credit and license page', () => {
    const img = imageObject({ channel: 'architecture', pagePath: '/detail/1/case', image: { url: 'http://localhost:4000/oss/x.jpg', width: 800, height: 600 }, name: '住宅', creator: '王澍', creatorPath: '/designerDetail/9' });
    expect(img).toMatchObject({
      '@type': 'ImageObject',
      contentUrl: 'http://localhost:4000/oss/x.jpg',
      width: 800,
      creator: { '@type': 'Person', name: '王澍', url: 'http://architecture.localhost:3000/designerDetail/9' },
      creditText: '王澍',
      acquireLicensePage: 'http://architecture.localhost:3000/detail/1/case',
    });
  });

  it('without a creator the site itself is the creator', () => {
    const img = imageObject({ channel: 'interior', pagePath: '/bk/1.html', image: { url: 'u' }, name: 'n' });
    expect(img.creator).toMatchObject({ '@type': 'Organization', name: '意匠设计' });
  });

  it('creativeWork nests ImageObjects (without their own @context) and ISO dates', () => {
    const w = creativeWork({ channel: 'interior', path: '/jhy/3', name: '专题', description: '说明', images: [{ url: 'a' }, { url: 'b' }], creator: null, datePublished: Date.UTC(2025, 0, 2), dateModified: 0, keywords: ['客厅', '现代'] });
    expect(w['@type']).toBe('CreativeWork');
    expect(w.image).toHaveLength(2);
    expect(w.image?.[0]).not.toHaveProperty('@context');
    expect(w.image?.[0]).toMatchObject({ '@type': 'ImageObject', contentUrl: 'a' });
    expect(w.datePublished).toBe('2025-01-02T00:00:00.000Z');
    expect(w).not.toHaveProperty('dateModified');
    expect(w.keywords).toBe('客厅,现代');
  });

  it('itemList and profilePage', () => {
    const l = itemList('student', '列表', [{ name: 'a', path: '/bk/1.html' }]);
    expect(l.itemListElement[0]).toEqual({ '@type': 'ListItem', position: 1, name: 'a', url: 'http://student.localhost:3000/bk/1.html' });
    const p = profilePage({ channel: 'student', path: '/designerDetail/2', name: '张三', jobTitle: '建筑师' });
    expect(p.mainEntity).toMatchObject({ '@type': 'Person', name: '张三', jobTitle: '建筑师' });
  });
});
