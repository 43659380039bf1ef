/**
 * @jest-environment node
 */
import { SensitiveWords } from '../../../backend/src/services/upload/sensitive';

const words = new SensitiveWords();
const caught = (text: string) => words.hits(text).map((h) => h.text);

describe('sensitive words survive spelling games (issue 36 item 6)', () => {
  // Every bypass the issue found passing, each with what the hit must cover in the original text.
  it.each([
    ['赌场老板说这里可以賭博', '賭博'],
    ['有需要加徽信聊', '加徽信'],
    ['详情加威信', '加威信'],
    ['联系 weixin 获取图纸', 'weixin'],
    ['联系 ｗｅｉｘｉｎ 获取图纸', 'ｗｅｉｘｉｎ'],
    ['图纸加vx', '加vx'],
    ['源文件找 vx', 'vx'],
    ['源文件找我扣扣', '扣扣'],
    ['资料发 q q 12345678', 'q q'],
    ['电话一三九一二三四五六七八', '一三九一二三四五六七八'],
    ['电话壹叁玖壹贰叁肆伍陆柒捌', '壹叁玖壹贰叁肆伍陆柒捌'],
    ['本站不含色情内容', '色情'],
    ['玩 dubo 来钱快', 'dubo'],
    ['賭 博 平 台', '賭 博'],
    ['加 微-信', '加 微-信'],
    ['ＶＸ：abc', 'ＶＸ'],
  ])('%s → %s', (text, hit) => {
    expect(caught(text)).toContain(hit);
  });

  it.each([
    '舞台独特的灯光设计',
    '特色情调的餐厅',
    '增加vr全景看房',
    '徽派建筑的马头墙',
    '品牌威信与口碑',
    '明治维新时期的建筑',
    '三室两厅一卫，一楼带花园',
    '现代简约风格的客厅，采用大面积落地窗',
    'equality and quantity',
  ])('ordinary design text passes: %s', (text) => {
    expect(caught(text)).toEqual([]);
  });

  it('reports the original characters and their place', () => {
    const [hit] = words.hits('请加 薇 信');
    expect(hit).toMatchObject({ category: 'contact', text: '加 薇 信', start: 1, end: 6 });
  });
});
