import { serverForFile } from './helpers/server';
import { describeItem } from '../../backend/src/domain/describe';
import { STYLES } from '../../backend/src/domain/vocab';

/**
 * Words a designer stumbles on (issue 35 part 5), checked over the whole seeded catalogue: a
 * generated title never says a word twice (米兰森屿建筑投标文本设计文本), and an item's style tags
 * never contradict its style (a 中古风 sofa tagged 日式 / 工业风 / 地中海).
 */
const s = serverForFile({}, 180_000);

type Row = { id: number; kind: string; title: string; leaf: string; top: string; slug: string; tags: string | null };
const rows = (): Row[] =>
  s.app.ctx.db
    .prepare(
      `SELECT i.id, i.kind, i.title, c.name AS leaf, t.name AS top, t.slug AS slug,
        (SELECT group_concat(g.name, ',') FROM item_tags it JOIN tags g ON g.id = it.tag_id WHERE it.item_id = i.id) AS tags
       FROM items i JOIN categories c ON c.id = i.classify_id JOIN categories t ON t.id = i.top_classify_id
       WHERE i.id >= 1001 ORDER BY i.id`,
    )
    .all() as Row[];

const WORDS = ['设计', '文本', '方案', '模型', '景观', '效果图', '图片', '灵感', '装修', '施工图', '贴图', '合集'];

test('no generated title says a word twice', () => {
  const twice: string[] = [];
  for (const r of rows()) {
    // A case title may name its firm after a slash (叠翠住宅建筑 / 几何建筑事务所): two phrases.
    for (const phrase of r.title.split(' / ')) {
      const word = WORDS.find((w) => phrase.split(w).length > 2);
      if (word) twice.push(`${r.kind} ${r.id} 「${r.title}」 (${word})`);
    }
  }
  expect(twice.slice(0, 20)).toEqual([]);
});

test('an item tagged with a style is tagged with its own style only', () => {
  const wrong: string[] = [];
  let styled = 0;
  for (const r of rows()) {
    const styleTags = (r.tags ?? '').split(',').filter((t) => (STYLES as readonly string[]).includes(t));
    if (!styleTags.length) continue;
    styled++;
    const facts = describeItem(r.kind as never, r.id, { leaf: r.leaf, top: r.top, topSlug: r.slug }).facts as { style?: string; keywords?: string[] };
    const own = facts.style ?? facts.keywords?.[0];
    if (styleTags.some((t) => t !== own)) wrong.push(`${r.kind} ${r.id} 「${r.title}」 style ${own} tagged ${styleTags.join('/')}`);
  }
  expect(styled).toBeGreaterThan(100);
  expect(wrong.slice(0, 20)).toEqual([]);
});
