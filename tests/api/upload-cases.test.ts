import type { AccountInfo } from '../../lib/api/contract/account';
import type { ClassifyNode } from '../../lib/api/contract/classify';
import type { ItemDetail, ItemPage } from '../../lib/api/contract/content';
import type { SearchPage } from '../../lib/api/contract/search';
import type {
  CaseCheckResult,
  CaseRecord,
  MailingAddress,
  MyUploadPage,
  ReviewApproveResult,
  ReviewPage,
  UploadActivateFlag,
  UploadedPicture,
  UploadIdentity,
} from '../../lib/api/contract/upload';
import { Browser, demoLogin, expectRefused, members } from './helpers/account-browser';
import { data, serverForFile } from './helpers/server';
import { noisePicture, upload } from './helpers/uploads';

const s = serverForFile({ seedSize: 500 });
let leaf: ClassifyNode;
beforeAll(async () => {
  const tree = await data<ClassifyNode[]>(s.base, '/case/api/case/classify/list');
  leaf = tree.find((t) => t.children?.length)!.children![0]!;
});

const member = members(() => s.base, '1392121');
const editor = () => demoLogin(s.base, '13800000006');

let seed = 500;
async function pictures(b: Browser, n: number): Promise<UploadedPicture[]> {
  const out: UploadedPicture[] = [];
  for (let i = 0; i < n; i++) out.push((await upload(b, await noisePicture(1200, 800, ++seed), `p${i + 1}.jpg`)).done.body.data);
  return out;
}

/** A complete, valid case with a unique title word (to find it by search). */
function fullCase(pics: UploadedPicture[], word: string) {
  return {
    title: `${word}山居民宿改造`,
    description: '项目位于浙江莫干山，设计保留了原有夯土墙体，以轻钢与木构延展出新的公共空间。\n第二段：光线从天窗洒落。',
    classifyId: leaf.id,
    tags: ['民宿', '乡建', word],
    location: '浙江 湖州',
    area: 320.5,
    designCompany: '山外设计工作室',
    pictureIds: pics.map((p) => p.pictureId),
    coverPictureId: pics[1]!.pictureId,
  };
}

describe('case drafts', () => {
  it('creates a draft with caseId 0, saves as the user types, reads it back; nothing else sees it', async () => {
    const b = await member();
    const made = await b.post<CaseRecord>('/case/api/case/saveDraft', { caseId: 0, title: '半成品' });
    expect(made.status).toBe(200);
    const { caseId } = made.body.data;
    expect(made.body.data).toMatchObject({ state: 'draft', title: '半成品', editable: true, pictures: [], classifyId: null, area: null });
    const pics = await pictures(b, 2);
    await b.post('/case/api/case/saveDraft', { caseId, description: '第一行\r\n第二行', pictureIds: pics.map((p) => p.pictureId), coverPictureId: pics[0]!.pictureId });
    await b.post('/case/api/case/saveDraft', { caseId, tags: ['现代', '现代', '  光影 '], area: 88 });
    const back = (await b.get<CaseRecord>(`/case/api/case/draft?caseId=${caseId}`)).body.data;
    expect(back).toMatchObject({ title: '半成品', description: '第一行\n第二行', tags: ['现代', '光影'], area: 88, coverPictureId: pics[0]!.pictureId });
    expect(back.pictures.map((p) => p.pictureId)).toEqual(pics.map((p) => p.pictureId));
    const other = await member();
    expectRefused(await other.get(`/case/api/case/draft?caseId=${caseId}`), 404, 45013);
    expectRefused(await other.post('/case/api/case/saveDraft', { caseId, title: '抢' }), 404, 45013);
    // Another member's pictures cannot be put in a case.
    expectRefused(await other.post('/case/api/case/saveDraft', { caseId: 0, pictureIds: [pics[0]!.pictureId] }), 400, 45006);
  });

  it('keeps script and markup as plain text in a draft, but refuses them on submission', async () => {
    const b = await member();
    const xss = '<script>alert(1)</script><img src=x onerror=alert(2)>';
    const made = (await b.post<CaseRecord>('/case/api/case/saveDraft', { caseId: 0, title: xss.slice(0, 60) })).body.data;
    expect(made.title).toBe(xss.slice(0, 60));
    const check = (await b.post<CaseCheckResult>('/case/api/case/checkCase', { caseId: made.caseId })).body.data;
    expect(check.problems).toContainEqual({ field: 'title', message: '标题不能包含 HTML 标签或脚本，请使用纯文本' });
  });

  it('validates shapes and bounds with clear messages (never a 500)', async () => {
    const b = await member();
    const bad: [unknown, string][] = [
      [{ caseId: 0, title: 'x'.repeat(61) }, '标题不能超过 60 个字'],
      [{ caseId: 0, description: 'x'.repeat(2001) }, '案例描述不能超过 2000 个字'],
      [{ caseId: 0, tags: Array(11).fill('a') }, '标签最多 10 个'],
      [{ caseId: 0, tags: ['x'.repeat(13)] }, '标签不能超过 12 个字'],
      [{ caseId: 0, area: -5 }, '面积应在 1-1000000 ㎡ 之间'],
      [{ caseId: 0, area: '大' }, '面积必须是数字'],
      [{ caseId: 0, title: { $ne: 1 } }, '标题必须是文本'],
      [{ caseId: 0, title: 'a\u0000b' }, '标题不能包含控制字符'],
      [{ caseId: -1 }, '案例编号必须是整数'],
      [{ caseId: 'abc' }, '案例编号必须是整数'],
      [{}, '参数 caseId 无效：案例编号必须是整数'],
      [{ caseId: 0, pictureIds: Array.from({ length: 31 }, (_, i) => i + 1) }, '图片最多 30 张'],
    ];
    for (const [body, message] of bad) {
      const r = await b.post('/case/api/case/saveDraft', body);
      expectRefused(r, 400);
      expect(r.body.error.message).toContain(message);
    }
    expectRefused(await b.post('/case/api/case/saveDraft', '{"caseId": 0,'), 400);
    expectRefused(await b.get('/case/api/case/draft?caseId=999999'), 404);
    expectRefused(await b.get('/case/api/case/draft?caseId=1 OR 1=1'), 400);
    expectRefused(await new Browser(s.base).post('/case/api/case/saveDraft', { caseId: 0 }), 401);
  });
});

describe('submission and review', () => {
  it('a refused submission loses nothing: the draft keeps every field and says what to fix', async () => {
    const b = await member();
    const pics = await pictures(b, 2);
    const body = { ...fullCase(pics, '守拙'), caseId: 0, title: '加 微 信领取报价', designCompany: '' };
    const r = await b.post<{ problems: { field: string; message: string }[]; case: CaseRecord }>('/case/api/case/saveCase', body);
    expectRefused(r, 400, 45006);
    expect(r.body.data.problems.map((p) => p.field)).toEqual(['designCompany', 'title']);
    expect(r.body.error.message).toBe('请填写设计公司');
    const saved = r.body.data.case;
    expect(saved).toMatchObject({ state: 'draft', title: '加 微 信领取报价', location: '浙江 湖州', area: 320.5 });
    const back = (await b.get<CaseRecord>(`/case/api/case/draft?caseId=${saved.caseId}`)).body.data;
    expect(back.pictures).toHaveLength(2);
    expect(back.description).toContain('夯土墙体');
    // The check endpoint reports the same without writing.
    const check = (await b.post<CaseCheckResult>('/case/api/case/checkCase', { caseId: saved.caseId })).body.data;
    expect(check.pass).toBe(false);
    expect(check.problems.find((p) => p.field === 'title')?.message).toContain('包含敏感词：加 微 信');
    expect((await b.post<CaseCheckResult>('/case/api/case/checkCase', { caseId: saved.caseId, title: '守拙山居', designCompany: '山外设计' })).body.data).toEqual({ pass: true, problems: [] });
    expect((await b.get<CaseRecord>(`/case/api/case/draft?caseId=${saved.caseId}`)).body.data.title).toBe('加 微 信领取报价');
  });

  it('requires every field, a picture and a cover among them, and original pictures of a good size', async () => {
    const b = await member();
    const empty = (await b.post<CaseCheckResult>('/case/api/case/checkCase', { caseId: 0 })).body.data;
    expect(empty.problems.map((p) => p.field)).toEqual(['title', 'description', 'classifyId', 'tags', 'location', 'area', 'designCompany', 'pictures']);
    const small = (await upload(b, await noisePicture(500, 300, 9001))).done.body.data;
    const [big] = await pictures(b, 1);
    const r = (await b.post<CaseCheckResult>('/case/api/case/checkCase', { ...fullCase([big!, small], '小图'), caseId: 0, coverPictureId: 987654, classifyId: 2_000_000 })).body.data;
    expect(r.problems).toEqual(
      expect.arrayContaining([
        { field: 'classifyId', message: '所选分类不存在，请重新选择' },
        { field: 'coverPictureId', message: '请从已上传的图片中选择封面' },
        { field: 'pictures', pictureId: small.pictureId, message: expect.stringContaining('图片尺寸过小（500×300）') },
      ]),
    );
  });

  it('pending → approved by an editor: in its category, in search, in the sitemap, read-only for the author', async () => {
    const b = await member();
    const pics = await pictures(b, 3);
    const word = '栖云';
    const sent = await b.post<CaseRecord>('/case/api/case/saveCase', { ...fullCase(pics, word), caseId: 0 });
    expect(sent.status).toBe(200);
    const { caseId } = sent.body.data;
    expect(sent.body.data).toMatchObject({ state: 'pending', editable: false, submittedAt: expect.any(Number) });
    expectRefused(await b.post('/case/api/case/saveDraft', { caseId, title: '改' }), 409, 45007);
    const mine = (await b.get<MyUploadPage>('/case/api/personal/queryMyUploadDetail')).body.data;
    expect(mine.list[0]).toMatchObject({ caseId, state: 'pending', pictureCount: 3, classifyName: leaf.name, views: 0 });
    expect(mine.counts).toEqual({ draft: 0, pending: 1, approved: 0, returned: 0 });
    expect(mine.list[0]!.cover?.key).toBe(pics[1]!.key);

    // A member is not an editor.
    expectRefused(await b.get('/case/api/review/list'), 403, 41017);
    expectRefused(await b.post('/case/api/review/approve', { caseId }), 403, 41017);
    expectRefused(await new Browser(s.base).post('/case/api/review/approve', { caseId }), 401);

    const ed = await editor();
    expect((await ed.get<AccountInfo>('/account/accountInfo')).body.data.editor).toBe(true);
    expect((await b.get<AccountInfo>('/account/accountInfo')).body.data.editor).toBe(false);
    const queue = (await ed.get<ReviewPage>('/case/api/review/list')).body.data;
    expect(queue.list.map((c) => c.caseId)).toContain(caseId);
    const beforeCount = (await data<ClassifyNode[]>(s.base, '/case/api/case/classify/list')).flatMap((t) => t.children ?? []).find((c) => c.id === leaf.id)!.itemCount;
    const approved = await ed.post<ReviewApproveResult>('/case/api/review/approve', { caseId });
    expect(approved.status).toBe(200);
    const { itemId } = approved.body.data;
    expectRefused(await ed.post('/case/api/review/approve', { caseId }), 409, 45008);

    // Its category lists it first (newest), with the count moved on.
    const list = await data<ItemPage>(s.base, `/case/api/content/list?kind=case&classifyId=${leaf.id}&sort=new`);
    expect(list.list[0]).toMatchObject({ id: itemId, title: `${word}山居民宿改造`, classifyId: leaf.id });
    expect((await data<ClassifyNode[]>(s.base, '/case/api/case/classify/list')).flatMap((t) => t.children ?? []).find((c) => c.id === leaf.id)!.itemCount).toBe(beforeCount + 1);
    // Its detail shows the author's own pictures and text.
    const detail = await data<ItemDetail>(s.base, `/case/api/content/detail?id=${itemId}`);
    expect(detail.images.map((i) => i.key)).toEqual([pics[1]!.key, pics[0]!.key, pics[2]!.key]);
    expect(detail.description[0]).toContain('夯土墙体');
    expect(detail.facts).toMatchObject({ location: '浙江 湖州', area: 320.5, designFirm: '山外设计工作室' });
    // Keyword search finds it by its title and by its own tag.
    const found = await data<SearchPage>(s.base, `/case/api/search/list?keyword=${encodeURIComponent(word)}`);
    expect(found.list.map((i) => i.id)).toContain(itemId);
    const byTitle = await data<SearchPage>(s.base, `/case/api/search/list?keyword=${encodeURIComponent('山居民宿')}`);
    expect(byTitle.list.map((i) => i.id)).toContain(itemId);
    // The sitemap lists it.
    const sitemap = await data<{ entries: { id: number }[] }>(s.base, `/case/api/seo/sitemap?type=detail&afterId=${itemId - 1}&limit=10`);
    expect(sitemap.entries[0]).toMatchObject({ id: itemId, kind: 'case' });

    const after = (await b.get<MyUploadPage>('/case/api/personal/queryMyUploadDetail?state=approved')).body.data;
    expect(after.list[0]).toMatchObject({ caseId, state: 'approved', itemId });
    expectRefused(await b.post('/case/api/case/saveDraft', { caseId, title: '改' }), 409, 45007);
    expectRefused(await b.post('/case/api/case/saveCase', { ...fullCase(pics, word), caseId }), 409, 45007);
    const identity = (await b.get<UploadIdentity>('/account/uploadIdentity')).body.data;
    expect(identity).toMatchObject({ earnMoney: true, creatorCenter: true, editor: false, canUpload: true, counts: { approved: 1 } });
    expect((await b.get<AccountInfo>('/account/accountInfo')).body.data).toMatchObject({ earnMoney: true, creatorCenter: true });
  });

  it('returned with a reason → edited → resubmitted → pending again', async () => {
    const b = await member();
    const pics = await pictures(b, 2);
    const { caseId } = (await b.post<CaseRecord>('/case/api/case/saveCase', { ...fullCase(pics, '归隐'), caseId: 0 })).body.data;
    const ed = await editor();
    expectRefused(await ed.post('/case/api/review/return', { caseId, reason: '' }), 400);
    expectRefused(await ed.post('/case/api/review/return', { caseId, reason: 'x'.repeat(201) }), 400);
    const returned = await ed.post('/case/api/review/return', { caseId, reason: '图片含水印，请参考审核标准修改' });
    expect(returned.body.data).toEqual({ caseId, state: 'returned', reason: '图片含水印，请参考审核标准修改' });
    expectRefused(await ed.post('/case/api/review/approve', { caseId }), 409, 45008);
    const mine = (await b.get<MyUploadPage>('/case/api/personal/queryMyUploadDetail')).body.data.list[0]!;
    expect(mine).toMatchObject({ caseId, state: 'returned', returnReason: '图片含水印，请参考审核标准修改' });
    const edited = (await b.post<CaseRecord>('/case/api/case/saveDraft', { caseId, title: '归隐山居（修改版）' })).body.data;
    expect(edited).toMatchObject({ state: 'returned', editable: true, returnReason: '图片含水印，请参考审核标准修改' });
    const again = (await b.post<CaseRecord>('/case/api/case/saveCase', { caseId })).body.data;
    expect(again).toMatchObject({ state: 'pending', title: '归隐山居（修改版）', returnReason: null });
    const returnedList = (await ed.get<ReviewPage>('/case/api/review/list?state=returned')).body.data;
    expect(returnedList.list.map((c) => c.caseId)).not.toContain(caseId);
  });

  it('needs the CSRF header on submission and on the editor actions', async () => {
    const b = await member();
    const noHeader = new Browser(s.base, false);
    for (const [k, v] of b.cookies) noHeader.cookies.set(k, v);
    expectRefused(await noHeader.post('/case/api/case/saveCase', { caseId: 0 }), 403, 40300);
    expectRefused(await noHeader.post('/case/api/case/saveDraft', { caseId: 0 }), 403, 40300);
    const ed = await editor();
    const edNoHeader = new Browser(s.base, false);
    for (const [k, v] of ed.cookies) edNoHeader.cookies.set(k, v);
    expectRefused(await edNoHeader.post('/case/api/review/approve', { caseId: 1 }), 403, 40300);
  });

  it('my uploads are paged and filtered; bad queries are refused', async () => {
    const b = await member();
    for (let i = 0; i < 3; i++) await b.post('/case/api/case/saveDraft', { caseId: 0, title: `草稿${i}` });
    const page = (await b.get<MyUploadPage>('/case/api/personal/queryMyUploadDetail?page=1&pageSize=2')).body.data;
    expect(page).toMatchObject({ total: 3, page: 1, pageSize: 2, counts: { draft: 3 } });
    expect(page.list.map((c) => c.title)).toEqual(['草稿2', '草稿1']);
    expectRefused(await b.get('/case/api/personal/queryMyUploadDetail?state=deleted'), 400);
    expectRefused(await b.get('/case/api/personal/queryMyUploadDetail?pageSize=1000'), 400);
    expectRefused(await new Browser(s.base).get('/case/api/personal/queryMyUploadDetail'), 401);
  });
});

describe('robustness of the member and editor GETs', () => {
  const GARBAGE = ['', 'x', '-1', '0', '1.5', '1e9', '0x1f', '99999999999999999999999', "1' OR '1'='1", '%00', encodeURIComponent('<script>alert(1)</script>'), 'a'.repeat(3000), '[]'];
  const GETS: [string, string[]][] = [
    ['/case/api/upload/status', ['uploadId']],
    ['/case/api/case/draft', ['caseId']],
    ['/case/api/personal/queryMyUploadDetail', ['page', 'pageSize', 'state']],
    ['/case/api/gatherTask/checkSensitive', ['word']],
    ['/case/api/gatherTask/addGatherTask', ['itemId', 'pictures']],
    ['/case/api/gatherTask/checkGatherTask', ['itemId']],
    ['/case/api/gatherTask/cancelGatherTask', ['taskId', 'itemId', 'pictures']],
    ['/case/api/gatherTask/list', ['page', 'pageSize']],
    ['/case/api/review/list', ['state', 'page', 'pageSize']],
    ['/case/api/review/case', ['caseId']],
  ];

  it('never answer 5xx or a non-envelope to a logged-in editor, whatever the values', async () => {
    const ed = await editor();
    for (const [path, params] of GETS) {
      for (const param of params) {
        for (const value of GARBAGE) {
          const r = await ed.get(`${path}?${param}=${value}`);
          if (r.status >= 500 || typeof r.body.error?.errorCode !== 'number') throw new Error(`${path}?${param}=${value} → ${r.status} ${r.text.slice(0, 200)}`);
          if (r.body.error.errorCode !== 0) expect(r.body.error.message).toMatch(/[\u4e00-\u9fff]/);
        }
      }
    }
    for (const [path, body] of [
      ['/case/api/upload/init', { name: 1, size: 'x', type: null, sha256: [] }],
      ['/case/api/upload/complete', { uploadId: { $gt: '' } }],
      ['/case/api/case/saveDraft', { caseId: 0, tags: 'not-an-array', pictureIds: ['a'] }],
      ['/case/api/case/checkCase', { caseId: 0, area: '1e400' }],
      ['/case/api/case/saveCase', []],
      ['/case/api/gatherTask/checkPictures', { imgUrl: { url: 'x' } }],
      ['/case/api/homepage/saveAddress', 'name=1'],
      ['/case/api/review/approve', { caseId: 'all' }],
      ['/case/api/review/return', { caseId: 1 }],
    ] as [string, unknown][]) {
      const r = await ed.post(path, body);
      expect(r.status).toBeGreaterThanOrEqual(400);
      expect(r.status).toBeLessThan(500);
      expect(r.body.error.message).toMatch(/[\u4e00-\u9fff]/);
    }
  });
});

describe('the review page', () => {
  const form = (b: Browser, path: string, fields: Record<string, string>) => b.post(path, { csrf: b.cookies.get('csrf_token') ?? '', ...fields }, true);

  it('asks for an editor login, lists pending cases with pictures, approves and returns through forms', async () => {
    const author = await member();
    const pics = await pictures(author, 2);
    const first = (await author.post<CaseRecord>('/case/api/case/saveCase', { ...fullCase(pics, '审页甲'), caseId: 0 })).body.data.caseId;
    const second = (await author.post<CaseRecord>('/case/api/case/saveCase', { ...fullCase(pics, '审页乙'), caseId: 0 })).body.data.caseId;

    // A page, not JSON: a person logs in on it.
    const person = new Browser(s.base, false);
    const login = await person.get('/review');
    expect(login.status).toBe(401);
    expect(login.headers.get('content-type')).toContain('text/html');
    expect(login.text).toContain('action="review-login"');
    expect(login.headers.get('content-security-policy')).toContain("default-src 'none'");
    expect((await form(person, '/review-login', { phoneNo: '13800000006', password: 'wrong-password1' })).text).toContain('手机号或密码错误');
    const noToken = await person.post('/review-login', { phoneNo: '13800000006', password: 'Design2025', csrf: 'forged-token-forged-token-forged-1234' }, true);
    expect(noToken.status).toBe(403);
    // A browser posting the page's own form says Origin: null (the page sends no referrer) and Sec-Fetch-Site: same-origin.
    const ok = await person.request('POST', '/review-login', new URLSearchParams({ csrf: person.cookies.get('csrf_token')!, phoneNo: '13800000006', password: 'Design2025' }).toString(), false, { origin: 'null', 'sec-fetch-site': 'same-origin', 'content-type': 'application/x-www-form-urlencoded' });
    expect(ok.status).toBe(303);
    expect(ok.headers.get('location')).toBe('review');
    const page = await person.get('/review');
    expect(page.status).toBe(200);
    expect(page.text).toContain('审页甲山居民宿改造');
    expect(page.text).toContain(`/oss/${pics[0]!.key}?x-oss-process=image/resize,h_280`);
    expect(page.text).toContain('name="action" value="approve"');

    // Approve one, return the other with a reason that is shown escaped.
    const approved = await form(person, '/review-decide', { caseId: String(first), action: 'approve' });
    expect(approved.status).toBe(303);
    // The notice after an approval links to the published item.
    const location = approved.headers.get('location')!;
    expect(location).toMatch(/^review\?done=approved&item=\d+$/);
    const notice = (await person.get(`/${location}`)).text;
    expect(notice).toContain('已通过，案例已进入分类、搜索和站点地图');
    expect(notice).toContain(`href="../detail_news/detail/${location.split('item=')[1]}/case"`);
    expect((await form(person, '/review-decide', { caseId: String(second), action: 'return', reason: '' })).status).toBe(400);
    expect((await form(person, '/review-decide', { caseId: String(second), action: 'return', reason: '<script>alert(1)</script> 图片模糊' })).status).toBe(303);
    const returned = await person.get('/review?state=returned');
    expect(returned.text).toContain('&lt;script&gt;alert(1)&lt;/script&gt; 图片模糊');
    expect(returned.text).not.toContain('<script>alert(1)');
    const states = (await author.get<MyUploadPage>('/case/api/personal/queryMyUploadDetail')).body.data.list;
    expect(states.find((c) => c.caseId === first)?.state).toBe('approved');
    expect(states.find((c) => c.caseId === second)).toMatchObject({ state: 'returned', returnReason: '<script>alert(1)</script> 图片模糊' });

    // A decision from another site is refused, and a member who is not an editor sees no queue.
    const forgedFields = new URLSearchParams({ csrf: person.cookies.get('csrf_token')!, caseId: String(second), action: 'approve' }).toString();
    for (const headers of [{ 'sec-fetch-site': 'cross-site' }, { origin: 'null' }, { origin: 'https://evil.example' }] as Record<string, string>[]) {
      const forged = await person.request('POST', '/review-decide', forgedFields, false, { ...headers, 'content-type': 'application/x-www-form-urlencoded' });
      expect(forged.status).toBe(403);
    }
    expect((await person.post('/review-decide', { caseId: String(second), action: 'approve' }, true)).status).toBe(403);
    const memberPage = new Browser(s.base, false);
    for (const [k, v] of author.cookies) memberPage.cookies.set(k, v);
    const refused = await memberPage.get('/review');
    expect(refused.status).toBe(403);
    expect(refused.text).toContain('不是审核编辑');
  });
});

describe('creator address, identity and the activity banner', () => {
  it('saves and reads the mailing address, validated', async () => {
    const b = await member();
    expect((await b.get<MailingAddress | null>('/case/api/homepage/address')).body.data).toBeNull();
    const saved = await b.post<MailingAddress>('/case/api/homepage/saveAddress', { name: '林 设计', phone: '13912345678', region: '浙江省 杭州市 西湖区', detail: '文三路 100 号 2 幢 301' });
    expect(saved.body.data).toMatchObject({ name: '林 设计', phone: '13912345678', region: '浙江省 杭州市 西湖区', updatedAt: expect.any(Number) });
    expect((await b.get<MailingAddress>('/case/api/homepage/address')).body.data.detail).toBe('文三路 100 号 2 幢 301');
    const bad: [Record<string, unknown>, string][] = [
      [{ name: '林', phone: '13912345678', region: '浙江省', detail: '文三路 100 号' }, '请填写收件人姓名'],
      [{ name: '林设计', phone: '12345', region: '浙江省', detail: '文三路 100 号' }, '请填写正确的 11 位手机号'],
      [{ name: '林设计', phone: '13912345678', region: '浙', detail: '文三路 100 号' }, '请填写所在地区'],
      [{ name: '林设计', phone: '13912345678', region: '浙江省', detail: '短' }, '请填写详细地址'],
      [{ name: '林设计', phone: '13912345678', region: '浙江省', detail: '<script>alert(1)</script>' }, '详细地址不能包含 HTML 标签'],
      [{ name: '林设计', phone: '13912345678', region: '浙江省', detail: 'x'.repeat(121) }, '详细地址不能超过 120 个字'],
      [{ name: '林设计' }, '缺少参数 phone'],
    ];
    for (const [body, message] of bad) {
      const r = await b.post('/case/api/homepage/saveAddress', body);
      expectRefused(r, 400);
      expect(r.body.error.message).toContain(message);
    }
    expect((await b.get<MailingAddress>('/case/api/homepage/address')).body.data.name).toBe('林 设计');
    expectRefused(await new Browser(s.base).post('/case/api/homepage/saveAddress', {}), 401);
  });

  it('derives the creator flags from the account\'s cases; visitors get the SPEC §8 error', async () => {
    const b = await member();
    expect((await b.get<UploadIdentity>('/account/uploadIdentity')).body.data).toMatchObject({
      earnMoney: false, creatorCenter: false, editor: false, canUpload: true, counts: { draft: 0, pending: 0, approved: 0, returned: 0 }, views: 0,
    });
    const pics = await pictures(b, 1);
    await b.post('/case/api/case/saveCase', { ...fullCase([pics[0]!, pics[0]!], '身份'), caseId: 0 });
    expect((await b.get<UploadIdentity>('/account/uploadIdentity')).body.data).toMatchObject({ earnMoney: false, creatorCenter: true, counts: { pending: 1 } });
    const visitor = await new Browser(s.base).get('/account/uploadIdentity');
    expectRefused(visitor, 401, 41006);
    const ed = await editor();
    expect((await ed.get<UploadIdentity>('/account/uploadIdentity')).body.data.editor).toBe(true);
  });

  it('shows the upload-activity banner to members who have not submitted yet, not to visitors', async () => {
    expect((await new Browser(s.base).get<UploadActivateFlag>('/case/api/gatherTask/uploadActivateShowFlag')).body.data).toEqual({ show: false, reason: null, activityEndsAt: null });
    const b = await member();
    expect((await b.get<UploadActivateFlag>('/case/api/gatherTask/uploadActivateShowFlag')).body.data).toEqual({ show: true, reason: 'first-upload', activityEndsAt: null });
    const pics = await pictures(b, 2);
    await b.post('/case/api/case/saveCase', { ...fullCase(pics, '横幅'), caseId: 0 });
    expect((await b.get<UploadActivateFlag>('/case/api/gatherTask/uploadActivateShowFlag')).body.data.show).toBe(false);
  });
});
