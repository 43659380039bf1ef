import {
  CASE_SEARCH_NAME,
  CHANNEL_HOME_NAME,
  GENERIC_SEARCH_NAME,
  isCaseSearch,
  isSearchUrl,
  OTHER_NAME,
  pageType,
  pageTypeLabel,
} from '@/lib/channel/page-type';

const kindName = (url: string) => {
  const t = pageType(url);
  return `${t.kind}:${t.name}`;
};

describe('root path', () => {
  it.each(['/', '', 'http://interior.localhost:3000/', '/?from=nav'])('%p is the channel home', (url) => {
    expect(pageType(url)).toEqual({ kind: 'home', area: '', name: CHANNEL_HOME_NAME });
  });
});

describe('home by first segment', () => {
  it.each([
    ['/3d', '3D模型首页'],
    ['/su', 'SU模型首页'],
    ['/news', '案例首页'],
    ['/pin', '灵感首页'],
    ['/tietu', '贴图首页'],
    ['/sgt', 'CAD首页'],
    ['/wenben', '方案文本首页'],
    ['/3d/', '3D模型首页'],
    ['/3d/2', '3D模型首页'],
    ['/news/page/3', '案例首页'],
  ])('%s → %s', (url, name) => expect(pageType(url)).toEqual({ kind: 'home', area: url.split('/')[1], name }));
});

describe('detail by first segment plus at least one more', () => {
  it.each([
    ['/3dmoxing/123', '3D模型详情页'],
    ['/sumoxing/9/x', 'SU模型详情页'],
    ['/detail_news/detail/1/abc', '案例详情页'],
    ['/linggan/55', '灵感详情页'],
    ['/detail_pin/7', '灵感图集详情页'],
    ['/tietu/88', '贴图详情页'],
    ['/sgt/1', 'CAD详情页'],
    ['/wenben/2', '方案文本详情页'],
  ])('%s → %s', (url, name) => expect(pageType(url)).toEqual({ kind: 'detail', area: url.split('/')[1], name }));

  it.each([
    ['/detail/12/3d', '3D模型详情页'],
    ['/detail/12/su', 'SU模型详情页'],
    ['/detail/12/pin', '灵感详情页'],
    ['/detail/12/pics', '灵感图集详情页'],
    ['/detail/12/tietu', '贴图详情页'],
    ['/detail/12/artDevice', '艺术装置详情页'],
  ])('this site\'s item detail %s is labelled by its kind', (url, name) => {
    expect(pageType(url)).toEqual({ kind: 'detail', area: 'detail', name });
    expect(pageTypeLabel('interior', url)).toBe(`室内-${name}`);
  });

  it.each(['/linggan', '/detail_pin', '/detail_news'])('%s alone is not a detail page (other)', (url) => {
    expect(kindName(url)).toBe(`other:${OTHER_NAME}`);
  });
});

describe('search pages', () => {
  it.each([
    ['/searchResult', '综合搜索页'],
    ['/searchResult/x', '综合搜索页'],
    ['/searchCase/%E5%AE%A2%E5%8E%85?searchType=0', '案例库搜索页'],
    ['/searchCase/kw?searchType=1', '案例库搜索页'],
    ['/3dmoxing', '3D模型搜索页'],
    ['/sumoxing', 'SU模型搜索页'],
    ['/3dmoxing?keyword=chair', '3D模型搜索页'],
    ['/3dmoxing/123?keyword=chair', '3D模型搜索页'],
    ['/tietu?keyword=wood', '贴图搜索页'],
    ['/sgt/1?keyword=x', 'CAD搜索页'],
    ['/wenben?keyword=', '方案文本搜索页'],
    ['/classify/12_34', '分类搜索页'],
    ['/classify/0_0_1_0_0_0_0_0_0_0', '分类搜索页'],
  ])('%s → %s', (url, name) => expect(kindName(url)).toBe(`search:${name}`));

  it('any URL containing searchResult or classify is a search page', () => {
    expect(kindName('/foo/searchResult')).toBe(`search:${GENERIC_SEARCH_NAME}`);
    expect(kindName('/detail/1/x?from=classify')).toBe(`search:${GENERIC_SEARCH_NAME}`);
    expect(kindName('/3d?tab=searchResult')).toBe(`search:${GENERIC_SEARCH_NAME}`);
    expect(isSearchUrl('/x/classifyList')).toBe(true);
    expect(isSearchUrl('/caseNewHome/1')).toBe(false);
    expect(isSearchUrl('/SearchResult')).toBe(false);
  });

  it('a keyword query parameter makes any page a search page, the root included', () => {
    expect(kindName('/?keyword=sofa')).toBe(`search:${GENERIC_SEARCH_NAME}`);
    expect(kindName('/news?keyword=a')).toBe(`search:${GENERIC_SEARCH_NAME}`);
    expect(kindName('/detail_news/detail/1/x?keyword=a')).toBe(`search:${GENERIC_SEARCH_NAME}`);
    expect(kindName('/news?keywords=a')).toBe('home:案例首页');
  });
});

describe('case search: a classify path whose fourth part from the end is not 0', () => {
  it.each([
    ['/classify/0_0_1_0_0_0_%E5%AE%A2%E5%8E%85_0_0_0', true],
    ['/classify/0_0_1_0_0_0_sofa_0_0_0', true],
    ['/classify/0_0_1_0_0_0_0_0_0_0', false],
    ['/classify/5_0_0_0', true],
    ['/classify/0_1_2_3', false],
    ['/classify/1_2_3', false],
    ['/classify/a/b/c/d', true],
    ['/classify/0/b/c/d', false],
    ['/classify', false],
    ['/3dmoxing/1_2_3_4', false],
  ])('%s → %p', (url, expected) => expect(isCaseSearch(url)).toBe(expected));

  it('labels a keyword classify search as the case search', () => {
    expect(pageType('/classify/0_0_1_0_0_0_sofa_0_0_0')).toEqual({ kind: 'search', area: 'classify', name: CASE_SEARCH_NAME });
    expect(pageType('/classify/0_0_1_0_0_0_sofa_0_0_0?keyword=sofa').name).toBe(CASE_SEARCH_NAME);
  });
});

describe('overlaps and precedence', () => {
  it('tietu, sgt, wenben: alone home, deeper detail, with a keyword search', () => {
    for (const area of ['tietu', 'sgt', 'wenben']) {
      expect(pageType(`/${area}`).kind).toBe('home');
      expect(pageType(`/${area}/1`).kind).toBe('detail');
      expect(pageType(`/${area}/1?keyword=x`).kind).toBe('search');
      expect(pageType(`/${area}?keyword=x`).kind).toBe('search');
    }
  });
  it('3dmoxing/sumoxing: alone search, deeper detail', () => {
    expect(pageType('/3dmoxing').kind).toBe('search');
    expect(pageType('/3dmoxing/1').kind).toBe('detail');
    expect(pageType('/sumoxing').kind).toBe('search');
    expect(pageType('/sumoxing/1').kind).toBe('detail');
  });
  it('searchCase with a second segment is search, not detail', () => {
    expect(pageType('/searchCase/x').kind).toBe('search');
  });
  it('segment matching is exact and case-sensitive', () => {
    expect(pageType('/3D').kind).toBe('other');
    expect(pageType('/news2').kind).toBe('other');
    expect(pageType('/constructor').kind).toBe('other');
    expect(pageType('/toString/1').kind).toBe('other');
  });
});

describe('other pages', () => {
  it.each(['/dayUpdate', '/detail/1/x', '/magazine/1_2_3_4', '/caseNewHome/3', '/personal', '/404'])('%s → other', (url) => {
    expect(pageType(url)).toEqual({ kind: 'other', area: null, name: OTHER_NAME });
  });
});

describe('labels: channel name, then page type', () => {
  it('joins the short channel name and the page-type name', () => {
    expect(pageTypeLabel('architecture', '/')).toBe('建筑-首页');
    expect(pageTypeLabel('interior', '/3dmoxing/1')).toBe('室内-3D模型详情页');
    expect(pageTypeLabel('landscape', '/classify/0_0_1_0_0_0_a_0_0_0')).toBe('景观-案例搜索页');
    expect(pageTypeLabel('student', '/dayUpdate')).toBe('学生-其他');
    expect(pageTypeLabel('rendering', new URL('http://rendering.localhost/pin'))).toBe('效果图-灵感首页');
  });
});
