import { designerHref, itemHref, itemOfHref } from '@/lib/content/item-href';
import type { ContentKind } from '@/lib/api/contract/kinds';
import { hrefTrackAttrs } from '@/components/tracking/attrs';

const KINDS: ContentKind[] = ['case', 'pin', 'pics', '3d', 'su', 'tietu', 'sgt', 'wenben', 'magazine', 'periodical', 'art', 'product', 'material', 'artDevice', 'award', 'publicAccount', 'article', 'recommend', 'jhy', 'bk', 'site'];

describe('itemOfHref (the inverse of itemHref)', () => {
  it('reads back the item of every kind and of a designer', () => {
    for (const kind of KINDS) expect(itemOfHref(itemHref({ id: 4711, kind }))).toEqual({ kind, id: 4711 });
    expect(itemOfHref(designerHref(12))).toEqual({ kind: 'designer', id: 12 });
    expect(itemOfHref('/detail_news/detail/15001/case?from=home#top')).toEqual({ kind: 'case', id: 15001 });
  });
  it('is null for lists, searches, categories and nonsense', () => {
    for (const href of ['/', '/news', '/classify/10200', '/listPage/3d/new', '/jhy', '/bk.html', '/bk/fl_1_1.html', '/detail/0/3d', '/detail/x/3d', '/detail/1/%E0%A4%A', '/designerDetail/99999999999999999999', '/caseNewHome/0']) {
      expect(itemOfHref(href)).toBeNull();
    }
  });
  it('gives a banner its item tracking attributes, and nothing to a banner leading elsewhere', () => {
    expect(hrefTrackAttrs('/detail_news/detail/15001/case')).toEqual({ 'data-tk-kind': 'case', 'data-tk-id': '15001' });
    expect(hrefTrackAttrs('/classify/10200')).toEqual({});
  });
});
