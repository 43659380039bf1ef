import { analyticsPageLabel, CATEGORY_NAME, CATEGORY_SEARCH_NAME, pathShape, pathShapeLabel, UNKNOWN_NAME } from '@/lib/channel/path-shape';

describe('pathShape (SPEC §2 "another reading of path shapes")', () => {
  it.each([
    ['/classify/12', 'category', CATEGORY_NAME],
    ['/classify/0_0_1_0_0_0_0_0_0_0', 'category', CATEGORY_NAME],
    ['/classify/1_2?x=1', 'category', CATEGORY_NAME],
    ['/classify/0_0_1_0_0_0_sofa_0_0_0', 'search', CATEGORY_SEARCH_NAME],
    ['/classify/1__2', 'search', CATEGORY_SEARCH_NAME],
    ['/magazine/1_2_3_4', 'home', '杂志首页'],
    ['/magazine/1_2_3_4_5', 'search', '杂志搜索页'],
    ['/magazine/1_2_3_4_kw', 'search', '杂志搜索页'],
    ['/magazine/1_2_3', 'unknown', UNKNOWN_NAME],
    ['/magazine/1_2_3_x', 'unknown', UNKNOWN_NAME],
    ['/artDesign/1_2_3', 'home', '艺术设计首页'],
    ['/artDesign/1_2_3_4', 'search', '艺术设计搜索页'],
    ['/artDesign/1_2', 'unknown', UNKNOWN_NAME],
    ['/topTeacher/1_2_3_4_5_6_7', 'home', '顶尖设计师首页'],
    ['/topTeacher/1_2_3_4_5_6_7_8', 'search', '顶尖设计师搜索页'],
    ['/topTeacher/1_2_3_4_5_6', 'unknown', UNKNOWN_NAME],
    ['/topTeacher/1', 'unknown', UNKNOWN_NAME],
    ['/magazine', 'unknown', UNKNOWN_NAME],
    ['/classify', 'unknown', UNKNOWN_NAME],
    ['/magazine/1_2_3_4/extra', 'unknown', UNKNOWN_NAME],
    ['/', 'unknown', UNKNOWN_NAME],
    ['/3d', 'unknown', UNKNOWN_NAME],
    ['/toString/1', 'unknown', UNKNOWN_NAME],
  ])('%s → %s %s', (url, kind, name) => {
    const shape = pathShape(url);
    expect(shape.kind).toBe(kind);
    expect(shape.name).toBe(name);
  });

  it('labels with the channel name first', () => {
    expect(pathShapeLabel('architecture', '/magazine/1_2_3_4')).toBe('建筑-杂志首页');
    expect(pathShapeLabel('interior', '/classify/3_4')).toBe('室内-分类页');
    expect(pathShapeLabel('student', '/worldNav')).toBe('学生-未知页面');
  });
});

describe('analyticsPageLabel (the label events carry)', () => {
  it('is the page type where it knows the page, the path shape where the page type says 其他', () => {
    expect(analyticsPageLabel('architecture', '/')).toBe('建筑-首页');
    expect(analyticsPageLabel('architecture', '/detail_news/detail/1/case')).toBe('建筑-案例详情页');
    expect(analyticsPageLabel('interior', '/magazine/1_2_3_4')).toBe('室内-杂志首页');
    expect(analyticsPageLabel('interior', '/artDesign/0_0_1_9')).toBe('室内-艺术设计搜索页');
    expect(analyticsPageLabel('student', '/topTeacher/1_0_0_0_0_0_1')).toBe('学生-顶尖设计师首页');
    expect(analyticsPageLabel('student', '/personal')).toBe('学生-其他');
  });
});
