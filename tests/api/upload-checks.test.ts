import sharp from 'sharp';
import type { PictureCheck, SensitiveCheck } from '../../lib/api/contract/upload';
import { SensitiveWords } from '../../backend/src/services/upload/sensitive';
import { Browser, expectRefused } from './helpers/account-browser';
import { serverForFile } from './helpers/server';
import { noisePicture, upload } from './helpers/uploads';

const s = serverForFile({ seedSize: 500 });
let b: Browser;
beforeAll(async () => {
  b = new Browser(s.base);
  expect((await b.loginByCode('13920300001')).body.error.errorCode).toBe(0);
});

const sensitive = (word: string) => b.get<SensitiveCheck>(`/case/api/gatherTask/checkSensitive?word=${encodeURIComponent(word)}`);

describe('sensitive-word check', () => {
  it('finds listed words with their category and position, also with spaces, punctuation or full-width letters between', async () => {
    const text = '现代住宅改造，欢迎 加 微-信 咨询，ＱＱ号见主页，电话 138 0013 8000';
    const r = (await sensitive(text)).body.data;
    expect(r.pass).toBe(false);
    expect(r.hits.map((h) => [h.word, h.category, h.text])).toEqual([
      ['加微信', 'contact', '加 微-信'],
      ['qq号', 'contact', 'ＱＱ号'],
      ['手机号码', 'contact', '138 0013 8000'],
    ]);
    for (const h of r.hits) expect(text.slice(h.start, h.end)).toBe(h.text);
    expect(r.message).toContain('包含敏感词：加 微-信');
    const cats = (await sensitive('网络赌场、色情网站和法轮功都不行')).body.data.hits.map((h) => h.category);
    expect(cats).toEqual(['gambling', 'porn', 'political']);
  });

  it('passes ordinary design text, including words that hold a listed word across a boundary', async () => {
    for (const ok of ['舞台独特的灯光，特色情调的餐厅', '增加vr看房体验，收藏独特的家具', '东立面突出于街道，热情色彩', '项目位于杭州，面积 320 ㎡，最佳采光的南向客厅']) {
      expect((await sensitive(ok)).body.data).toEqual({ pass: true, hits: [], message: '' });
    }
  });

  it('bounds the text and needs a login', async () => {
    expectRefused(await sensitive('a'.repeat(5001)), 400);
    // A long description goes in a POST body (a URL that long exceeds the server's header limit).
    const long = '光影与材料'.repeat(400) + '加微信';
    const posted = await b.post<SensitiveCheck>('/case/api/gatherTask/checkSensitive', { word: long });
    expect(posted.body.data.hits).toEqual([expect.objectContaining({ word: '加微信', start: 2000 })]);
    expectRefused(await b.post('/case/api/gatherTask/checkSensitive', { word: '字'.repeat(5001) }), 400);
    expect((await sensitive('')).body.data.pass).toBe(true);
    expectRefused(await new Browser(s.base).get('/case/api/gatherTask/checkSensitive?word=x'), 401);
  });

  it('matches with an automaton: a 2,000-character text is checked in linear time', () => {
    const words = new SensitiveWords();
    const text = '本项目以光影和材料为线索，'.repeat(160).slice(0, 1990) + '加微信';
    const hits = words.hits(text);
    expect(hits).toHaveLength(1);
    expect(hits[0]).toMatchObject({ word: '加微信', start: 1990, end: 1993 });
  });
});

describe('picture check', () => {
  it('passes an original picture of a good size and flags a small one', async () => {
    const good = (await upload(b, await noisePicture(1200, 800, 101))).done.body.data;
    const small = (await upload(b, await noisePicture(500, 300, 102))).done.body.data;
    const r = await b.post<PictureCheck[]>('/case/api/gatherTask/checkPictures', { imgUrl: [good.url, small.url] });
    expect(r.status).toBe(200);
    expect(r.body.data[0]).toEqual({ imgUrl: good.url, pass: true, width: 1200, height: 800, problems: [] });
    expect(r.body.data[1]).toMatchObject({ pass: false, problems: [{ code: 'too-small', message: '图片尺寸过小（500×300），案例图片至少 600×400 像素' }] });
    // One URL, the bare key, and a processed variant of the same picture are all accepted.
    expect((await b.post<PictureCheck[]>('/case/api/gatherTask/checkPictures', { imgUrl: good.key })).body.data[0]!.pass).toBe(true);
    expect((await b.post<PictureCheck[]>('/case/api/gatherTask/checkPictures', { imgUrl: `${good.url}?x-oss-process=image/resize,w_300` })).body.data[0]!.pass).toBe(true);
  });

  it('flags a re-encoded, resized copy of a catalogue picture as a duplicate naming the item', async () => {
    const item = s.app.ctx.db.prepare("SELECT d.item_id AS id, d.cover_key AS key, i.title FROM search_docs d JOIN items i ON i.id = d.item_id WHERE d.kind = 'case' ORDER BY d.rank LIMIT 1").get() as { id: number; key: string; title: string };
    const served = Buffer.from(await (await fetch(`${s.base}/oss/${item.key}`)).arrayBuffer());
    const copy = await sharp(served).resize(1000).jpeg({ quality: 75 }).toBuffer();
    const pic = (await upload(b, copy, 'my-own-photo.jpg')).done.body.data;
    const r = (await b.post<PictureCheck[]>('/case/api/gatherTask/checkPictures', { imgUrl: pic.url })).body.data[0]!;
    expect(r.pass).toBe(false);
    const dup = r.problems.find((p) => p.code === 'duplicate')!;
    expect(dup.message).toMatch(/^与站内已有图片重复：案例「.+」（编号 \d+），请上传原创图片$/);
    expect(dup.item?.url).toContain(`/oss/${item.key}`);
    // A catalogue picture itself is a duplicate of its own item.
    const own = (await b.post<PictureCheck[]>('/case/api/gatherTask/checkPictures', { imgUrl: `http://localhost:4000/oss/${item.key}` })).body.data[0]!;
    expect(own.problems.find((p) => p.code === 'duplicate')?.item).toMatchObject({ id: item.id, title: item.title });
  });

  it('never fetches an address that is not ours: other hosts, schemes, paths and unknown uploads', async () => {
    const refusedUrls = [
      'http://example.com/oss/pool/interior/001.jpg',
      'http://169.254.169.254/latest/meta-data/',
      'file:///etc/passwd',
      'http://localhost:4000/oss/../../etc/passwd',
      'http://localhost:4000/case/api/content/list',
      'http://user:pw@localhost:4000/oss/pool/interior/001.jpg',
      'javascript:alert(1)',
      '../../etc/passwd',
    ];
    for (const imgUrl of refusedUrls) {
      const r = await b.post('/case/api/gatherTask/checkPictures', { imgUrl });
      expectRefused(r, 400, 45005);
      expect(r.body.error.message).toContain('只能检测本站上传或收录的图片');
    }
    // A well-formed upload key that was never stored is reported at the picture, not fetched.
    const ghost = (await b.post<PictureCheck[]>('/case/api/gatherTask/checkPictures', { imgUrl: `http://localhost:4000/oss/up/ab/ab${'0'.repeat(30)}-800x600.jpg` })).body.data[0]!;
    expect(ghost).toMatchObject({ pass: false, problems: [{ code: 'missing' }] });
    expectRefused(await b.post('/case/api/gatherTask/checkPictures', { imgUrl: [] }), 400);
    expectRefused(await b.post('/case/api/gatherTask/checkPictures', { imgUrl: Array(31).fill('pool/interior/001.jpg') }), 400);
    expectRefused(await b.post('/case/api/gatherTask/checkPictures', {}), 400);
    expectRefused(await new Browser(s.base).post('/case/api/gatherTask/checkPictures', { imgUrl: 'pool/interior/001.jpg' }), 401);
  });
});
