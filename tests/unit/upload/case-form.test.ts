import { EMPTY_FIELDS, firstProblem, splitProblems, tagProblem, toRequest, validateFields } from '@/components/upload/case-form';
import { keepCover, moveItem } from '@/components/upload/picture-slots';

const FILLED = { ...EMPTY_FIELDS, title: '西溪森林里的家', description: '一座被树林包围的住宅，设计保留了原有的三棵香樟树，让光线穿过树冠进入室内。', classifyId: 10201, tags: ['原木风'], location: '浙江 杭州', area: 120, designCompany: '山间设计' };
const PICS = { uploaded: 3, pending: 0, failed: 0 };

describe('case form validation', () => {
  it('passes a complete case and names every missing field in Chinese', () => {
    expect(validateFields(FILLED, PICS)).toEqual({});
    const e = validateFields(EMPTY_FIELDS, { uploaded: 0, pending: 0, failed: 0 });
    expect(e).toEqual({
      title: '请填写案例标题',
      description: '请填写设计说明',
      classifyId: '请选择案例分类',
      tags: '请至少添加 1 个标签',
      location: '请填写项目地点',
      area: '请填写项目面积',
      designCompany: '请填写设计公司',
      pictures: '请至少上传 1 张图片',
    });
    expect(firstProblem(e)).toBe('title');
  });

  it('checks lengths, the area range and pictures still on their way', () => {
    const e = validateFields({ ...FILLED, title: '家', description: '太短了', area: 0 }, { uploaded: 2, pending: 1, failed: 0 });
    expect(e).toEqual({ title: '标题至少 2 个字', description: expect.stringContaining('至少 10 个字'), area: expect.stringContaining('之间'), pictures: '还有图片正在上传，请等待上传完成' });
    expect(validateFields(FILLED, { uploaded: 2, pending: 0, failed: 1 }).pictures).toBe('有图片上传失败，请重试或移除');
  });

  it('checks a new tag', () => {
    expect(tagProblem([], '  ')).toBe('请输入标签');
    expect(tagProblem(['原木风'], '原木风')).toBe('已有标签「原木风」');
    expect(tagProblem([], '一二三四五六七八九十一二三')).toBe('每个标签最多 12 个字');
    expect(tagProblem(Array.from({ length: 10 }, (_, i) => `t${i}`), '新')).toBe('最多 10 个标签');
    expect(tagProblem([], '北欧')).toBeNull();
  });

  it('puts the API problems at their fields and pictures', () => {
    const split = splitProblems([
      { field: 'title', message: '包含敏感词：加微信' },
      { field: 'pictures', message: '与站内图片重复：「北欧客厅」', pictureId: 9 },
      { field: 'pictureIds', message: '请至少上传 1 张图片' },
    ]);
    expect(split).toEqual({ fields: { title: '包含敏感词：加微信', pictures: '请至少上传 1 张图片' }, pictures: { 9: ['与站内图片重复：「北欧客厅」'] } });
  });

  it('sends trimmed fields, the pictures in order and a cover among them', () => {
    const pics = [5, 6].map((id) => ({ pictureId: id, url: `u${id}`, key: `k${id}`, width: 800, height: 600 }));
    const req = toRequest(3, { ...FILLED, title: ' 西溪 ', coverPictureId: 99 }, pics);
    expect(req).toMatchObject({ caseId: 3, title: '西溪', pictureIds: [5, 6], coverPictureId: 5 });
    expect(keepCover(6, pics)).toBe(6);
    expect(keepCover(99, pics)).toBe(5);
    expect(keepCover(null, [])).toBeNull();
  });

  it('moves a picture, clamped to the list', () => {
    expect(moveItem(['a', 'b', 'c'], 0, 2)).toEqual(['b', 'c', 'a']);
    expect(moveItem(['a', 'b', 'c'], 2, 1)).toEqual(['a', 'c', 'b']);
    expect(moveItem(['a', 'b'], 1, 5)).toEqual(['a', 'b']);
  });
});
