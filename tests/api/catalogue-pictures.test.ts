import { getJson, serverForFile } from './helpers/server';
import type { ItemDetail, ItemPage } from '../../lib/api/contract/content';
import type { SearchPage } from '../../lib/api/contract/search';
import { parsePoolKey } from '../../backend/src/images/pool';
import { COLOURS, SUBJECTS, type Picture } from '../../backend/src/images/picture';
import { SPACE_SUBJECTS } from '../../backend/src/domain/pictures';
import { STYLES } from '../../backend/src/domain/vocab';
import { latinName } from '../../backend/src/db/seed/designers';

/**
 * The catalogue's pictures tell the truth (issue 19): what each picture shows, per the generator's
 * own metadata (the picture key names its subject, style and colour), agrees with the item's title
 * and facts; a category page never shows one picture twice; every list filter's results satisfy it.
 */
const s = serverForFile({}, 180_000);

type Row = { id: number; kind: string; title: string; cover_key: string; classify_id: number; top_classify_id: number };
const rows = (): Row[] => s.app.ctx.db.prepare('SELECT id, kind, title, cover_key, classify_id, top_classify_id FROM items ORDER BY id').all() as Row[];
const picOf = (key: string): Picture => {
  const p = parsePoolKey(key);
  if (!p || !('subject' in p)) throw new Error(`not an item picture: ${key}`);
  return p;
};
/** The title without style names (原木风 is a style, not the colour 原木). */
const unstyled = (title: string) => STYLES.reduce((t, st) => t.split(st).join(' '), title);

/** Kinds whose cover names its subject in the title (the fixed catalogues show logos and covers). */
const NAMED = ['3d', 'su', 'tietu', 'material', 'product', 'art', 'pin', 'pics', 'jhy', 'sgt', 'wenben', 'article'];

describe('pictures show what titles and facts say', () => {
  test('every item cover of every category shows a subject its title names', () => {
    const wrong: string[] = [];
    const seen = new Map<string, Set<number>>();
    for (const r of rows()) {
      if (!NAMED.includes(r.kind)) continue;
      const pic = picOf(r.cover_key);
      if (!SUBJECTS[pic.subject].words.some((w) => r.title.includes(w))) wrong.push(`${r.kind} ${r.id} 「${r.title}」 shows ${pic.subject}`);
      seen.set(r.kind, (seen.get(r.kind) ?? new Set()).add(r.classify_id));
    }
    expect(wrong).toEqual([]);
    // Every leaf category of these kinds was checked (the test seed covers them all).
    expect(seen.get('3d')!.size).toBeGreaterThanOrEqual(26);
    expect(seen.get('tietu')!.size).toBeGreaterThanOrEqual(22);
  });

  test('a sofa model is a sofa, a texture is its material in the colour its title names', () => {
    const sofas = rows().filter((r) => r.kind === '3d' && r.title.includes('沙发'));
    expect(sofas.length).toBeGreaterThan(5);
    for (const r of sofas) expect(picOf(r.cover_key).subject).toBe('sofa');
    for (const r of rows().filter((x) => x.kind === 'tietu' || x.kind === 'material' || x.kind === '3d')) {
      const named = COLOURS.map(([n]) => n).filter((n) => unstyled(r.title).includes(n)).sort((a, b) => b.length - a.length)[0];
      if (named) expect([r.id, COLOURS[picOf(r.cover_key).colour]![0]]).toEqual([r.id, named]);
    }
    const perforated = rows().find((r) => r.title.startsWith('墨绿') && r.title.includes('穿孔板'));
    if (perforated) expect([picOf(perforated.cover_key).subject, COLOURS[picOf(perforated.cover_key).colour]![0]]).toEqual(['perforated', '墨绿']);
  });

  test("a case's pictures are the spaces it lists; a topic's the room it names; a periodical's its cover, contents and pages", async () => {
    const pick = (kind: string, n: number) => rows().filter((r) => r.kind === kind).slice(0, n);
    for (const r of pick('case', 25)) {
      const d = (await getJson<ItemDetail>(s.base, `/case/api/content/detail?id=${r.id}`)).body.data;
      const spaces = new Set((d.facts.spaces ?? []).map((sp) => SPACE_SUBJECTS[sp]));
      const subjects = d.images.map((img) => picOf(img.key).subject);
      expect(subjects.length).toBe(d.imageCount);
      for (const sub of subjects) expect(spaces.has(sub) || ['building', 'city', 'village'].includes(sub)).toBe(true);
      // Every listed space is pictured when there are pictures enough.
      if (d.images.length >= spaces.size + 1) for (const sp of spaces) expect(subjects).toContain(sp);
    }
    for (const r of pick('jhy', 15)) {
      const d = (await getJson<ItemDetail>(s.base, `/case/api/content/detail?id=${r.id}`)).body.data;
      for (const img of d.images) expect(SUBJECTS[picOf(img.key).subject].words.some((w) => d.title.includes(w))).toBe(true);
    }
    for (const r of pick('periodical', 5)) {
      const d = (await getJson<ItemDetail>(s.base, `/case/api/content/detail?id=${r.id}`)).body.data;
      expect(d.images.slice(0, 3).map((img) => picOf(img.key).subject)).toEqual(['doc-cover', 'page-toc', 'page-spread']);
      // Its table of contents: articles in page order within the issue.
      const pages = (d.facts.contents ?? []).map((e) => e.page);
      expect(pages.length).toBeGreaterThanOrEqual(3);
      expect([...pages].sort((a, b) => a - b)).toEqual(pages);
      expect(Math.max(...pages)).toBeLessThanOrEqual(d.facts.pages!);
      for (const e of d.facts.contents!) expect(e.title.length * e.section.length * e.author.length).toBeGreaterThan(0);
    }
  });

  test('a room topic lists homes that have the room, each card showing that room', async () => {
    const topic = rows().find((r) => r.kind === 'jhy' && r.title.includes('卫生间'))!;
    const page = (await getJson<{ items: { kind: string; cover: { key: string } }[] }>(s.base, `/case/api/seo/jhy?id=${topic.id}`)).body.data;
    const cases = page.items.filter((i) => i.kind === 'case');
    expect(cases.length).toBeGreaterThan(3);
    expect(cases.filter((i) => picOf(i.cover.key).subject === 'room-bath').length).toBe(cases.length);
  });

  test('pictures are served as JPEG from their keys', async () => {
    const r = rows().find((x) => x.kind === '3d')!;
    const res = await fetch(`${s.base}/oss/${r.cover_key}?x-oss-process=image/resize,w_200`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('image/jpeg');
    expect((await fetch(`${s.base}/oss/pic/sofa/99-0-1.jpg`)).status).toBe(404);
    expect((await fetch(`${s.base}/oss/pic/unicorn/1-0-1.jpg`)).status).toBe(404);
  });
});

describe('category pages never repeat a picture', () => {
  test('page 1 (60 items) of every category, newest and most viewed, and of every kind', async () => {
    const cats = s.app.ctx.db.prepare("SELECT DISTINCT classify_id AS id, kind FROM items UNION SELECT DISTINCT top_classify_id AS id, kind FROM items").all() as { id: number; kind: string }[];
    const repeats: string[] = [];
    const check = async (query: string) => {
      const r = await getJson<ItemPage>(s.base, `/case/api/content/list?${query}&pageSize=60`);
      expect(r.status).toBe(200);
      const keys = r.body.data.list.map((i) => i.cover.key);
      if (new Set(keys).size !== keys.length) repeats.push(query);
    };
    for (const c of cats) for (const sort of ['new', 'hot']) await check(`kind=${c.kind}&classifyId=${c.id}&sort=${sort}`);
    for (const kind of new Set(cats.map((c) => c.kind))) if (!['site', 'publicAccount', 'award'].includes(kind)) await check(`kind=${kind}&sort=new`);
    expect(cats.length).toBeGreaterThan(150);
    expect(repeats).toEqual([]);
  });
});

describe('every filter of the lists returns only what it promises', () => {
  const list = async (query: string) => {
    const r = await getJson<ItemPage>(s.base, `/case/api/content/list?${query}&pageSize=100`);
    expect([query, r.status]).toEqual([query, 200]);
    return r.body.data.list;
  };

  test('content list: kind, category, tag, author, parent, keyword, VIP and free', async () => {
    const db = s.app.ctx.db;
    const kinds = (db.prepare('SELECT DISTINCT kind FROM items').pluck().all() as string[]);
    let checked = 0;
    for (const kind of kinds) {
      for (const vip of ['0', '1']) {
        for (const it of await list(`kind=${kind}&vip=${vip}`)) {
          expect([it.id, it.kind]).toEqual([it.id, kind]);
          // 免费 means what the badge shows: no VIP mark and no price.
          if (vip === '0') expect([it.id, it.vip, it.price]).toEqual([it.id, false, 0]);
          else expect([it.id, it.vip]).toEqual([it.id, true]);
          checked++;
        }
      }
    }
    const cats = db.prepare('SELECT id, parent_id FROM categories WHERE tree IN (\'3d\', \'tietu\', \'case\') ').all() as { id: number; parent_id: number }[];
    for (const c of cats) {
      for (const it of await list(`classifyId=${c.id}&vip=0`)) {
        expect(c.parent_id === 0 ? it.topClassifyId : it.classifyId).toBe(c.id);
        expect([it.vip, it.price]).toEqual([false, 0]);
        checked++;
      }
    }
    const tags = db.prepare('SELECT id FROM tags LIMIT 12').pluck().all() as number[];
    for (const tag of tags) for (const it of await list(`tagId=${tag}`)) expect(it.tags.map((t) => t.id)).toContain(tag);
    const authors = db.prepare('SELECT DISTINCT author_id FROM items WHERE author_id IS NOT NULL LIMIT 8').pluck().all() as number[];
    for (const a of authors) for (const it of await list(`authorId=${a}`)) expect(it.author?.id).toBe(a);
    const parent = db.prepare("SELECT parent_id FROM items WHERE kind = 'periodical' LIMIT 1").pluck().get() as number;
    for (const it of await list(`parentId=${parent}`)) expect(it.parentId).toBe(parent);
    for (const word of ['沙发', '北欧', '大理石']) for (const it of await list(`keyword=${encodeURIComponent(word)}`)) expect(it.title).toContain(word);
    expect(checked).toBeGreaterThan(500);
  });

  test('search list: kind, VIP / free, category and orientation filters', async () => {
    const search = async (query: string) => (await getJson<SearchPage>(s.base, `/case/api/search/list?${query}&pageSize=60`)).body.data;
    for (const kw of ['北欧', '客厅', '沙发']) {
      const q = `keyword=${encodeURIComponent(kw)}`;
      const free = await search(`${q}&vip=free`);
      expect(free.list.length).toBeGreaterThan(0);
      for (const it of free.list) expect([it.id, it.vip, it.price]).toEqual([it.id, false, 0]);
      for (const it of (await search(`${q}&vip=vip`)).list) expect(it.vip).toBe(true);
      for (const it of (await search(`${q}&kind=3d`)).list) expect(it.kind).toBe('3d');
      for (const it of (await search(`${q}&orientation=v`)).list) expect(it.cover.height).toBeGreaterThan(it.cover.width);
    }
    for (const it of (await search('keyword=%E6%B2%99%E5%8F%91&classifyId=30100')).list) expect(it.topClassifyId).toBe(30100);
  });
});

describe('the search finds the catalogue by its subjects in Chinese, pinyin and English', () => {
  const facet = async (word: string) => {
    const d = (await getJson<SearchPage>(s.base, `/case/api/search/list?keyword=${encodeURIComponent(word)}&facets=1&pageSize=20`)).body.data;
    return { total: d.total, models: d.facets.find((f) => f.kind === '3d')?.count ?? 0, list: d.list };
  };

  test('沙发, shafa, sofa and couch find the sofa models, counted under 3D模型', async () => {
    const sofas = rows().filter((r) => r.kind === '3d' && r.title.includes('沙发')).length;
    expect(sofas).toBeGreaterThan(5);
    for (const word of ['沙发', 'shafa', 'sofa', 'couch', 'Sofa']) {
      const r = await facet(word);
      expect([word, r.models]).toEqual([word, Math.min(99, sofas)]);
      expect(r.list.some((i) => i.kind === '3d' && i.title.includes('沙发'))).toBe(true);
    }
  });

  test('English names of materials and rooms find the Chinese titles', async () => {
    for (const [en, zh] of [['marble', '大理石'], ['bedroom', '卧室'], ['staircase', '楼梯']] as const) {
      const r = await facet(en);
      expect([en, r.total]).toEqual([en, (await facet(zh)).total]);
      expect(r.total).toBeGreaterThan(0);
    }
  });
});

describe('designers', () => {
  test('every Chinese designer\'s Latin name spells the Chinese one; every avatar is their own', () => {
    expect([latinName('郑哲'), latinName('蔡敏'), latinName('王晓明')]).toEqual(['Zheng Zhe', 'Cai Min', 'Wang Xiaoming']);
    const list = s.app.ctx.db.prepare('SELECT id, name, en_name, country, avatar_key FROM designers').all() as { id: number; name: string; en_name: string; country: string; avatar_key: string }[];
    expect(list.length).toBeGreaterThan(100);
    for (const d of list) if (d.country === '中国') expect([d.name, d.en_name]).toEqual([d.name, latinName(d.name)]);
    expect(new Set(list.map((d) => d.avatar_key)).size).toBe(list.length);
  });
});
