import type { ItemPage } from '../../lib/api/contract/content';
import { data, getJson, startServer, type TestServer } from './helpers/server';

let s: TestServer;
beforeAll(async () => {
  s = await startServer();
  for (const e of ENDPOINTS) {
    const m = /\{(\w+)\}/.exec(e[1]);
    if (!m) continue;
    const first = await data<ItemPage>(s.base, `/case/api/content/list?kind=${m[1]}&pageSize=1`);
    e[1] = e[1].replace(m[0], String(first.list[0]!.id));
  }
  // The 找同款模型 outliner's examples are computed once per machine (about 30 s of a quiet core,
  // then cached): a cold machine pays for them here, not inside a fuzz test's own time limit.
  await getJson(s.base, '/case/api/search/objects?img=pool/interior/005.jpg');
}, 300_000);
afterAll(() => s.close());

/** Every GET endpoint with a valid query and the parameters it reads. */
const ENDPOINTS: [string, string, string[]][] = [
  ['/activity/group/time', '', []],
  ['/address/ip', '', []],
  ['/commodityArea/list', '', []],
  ['/case/api/case/classify/list', '', []],
  ['/case/api/content/classify', 'kind=case', ['kind']],
  ['/case/api/designer/classify', '', []],
  ['/case/api/content/kinds', '', []],
  ['/case/api/content/list', 'kind=case', ['kind', 'classifyId', 'tagId', 'authorId', 'parentId', 'keyword', 'vip', 'sort', 'audience', 'page', 'pageSize']],
  ['/case/api/content/detail', 'id={case}', ['id', 'kind']],
  ['/case/api/content/home', 'channel=news', ['channel', 'audience']],
  ['/case/api/content/dayUpdate', '', ['date', 'kind', 'audience', 'page', 'pageSize']],
  ['/case/api/content/rank', 'kind=case&rank=hot', ['kind', 'rank', 'classifyId', 'audience', 'page', 'pageSize']],
  ['/case/api/content/caseNewHome', '', ['classifyId', 'limit']],
  ['/case/api/award/list', '', ['classifyId', 'sort', 'page', 'pageSize']],
  ['/case/api/award/detail', 'id=39', ['id', 'sort', 'page', 'pageSize']],
  ['/case/api/publicAccount/list', '', ['classifyId', 'page']],
  ['/case/api/publicAccount/detail', 'id=63', ['id', 'page', 'pageSize']],
  ['/case/api/magazine/list', '', ['classifyId', 'sort', 'page', 'pageSize']],
  ['/case/api/magazine/detail', 'id=1', ['id', 'page', 'pageSize']],
  ['/case/api/recommend/list', '', ['classifyId']],
  ['/case/api/recommend/detail', 'id=93', ['id', 'page', 'pageSize']],
  ['/case/api/material/list', '', ['classifyId', 'parentId', 'sort', 'page', 'pageSize']],
  ['/case/api/productDesign/list', '', ['classifyId', 'page']],
  ['/case/api/artDesign/list', '', ['classifyId', 'page']],
  ['/case/api/artDevice/list', '', ['page', 'pageSize']],
  ['/case/api/periodical/list', '', ['parentId', 'page']],
  ['/case/api/material/detail', 'id={material}', ['id']],
  ['/case/api/designer/list', '', ['field', 'top', 'classifyId', 'sort', 'page', 'pageSize']],
  ['/case/api/designer/top', '', ['type', 'sort', 'page', 'pageSize']],
  ['/case/api/designer/detail', 'id=1', ['id']],
  ['/case/api/designer/entrance', '', []],
  ['/case/api/seo/jhy', 'id={jhy}', ['id', 'pageSize']],
  ['/case/api/seo/jhy/list', '', ['classifyId', 'page', 'pageSize']],
  ['/case/api/seo/jhy/related', 'keyword=客厅', ['itemId', 'kind', 'classifyId', 'keyword']],
  ['/case/api/bk/home', '', []],
  ['/case/api/bk/list', 'classifyId=170100', ['classifyId', 'page', 'pageSize']],
  ['/case/api/bk/designers', 'classifyId=190100', ['classifyId', 'page', 'pageSize']],
  ['/case/api/bk/entry', 'id={bk}', ['id']],
  ['/case/api/seo/sitemap/stats', '', []],
  ['/case/api/seo/sitemap', 'type=detail', ['type', 'afterId', 'limit', 'channel']],
  ['/case/api/worldNav/list', '', []],
  ['/case/api/worldNav/target', 'webId=113', ['webId']],
  // Search (issue 6).
  ['/case/api/search/list', 'keyword=现代', ['keyword', 'kind', 'classifyId', 'tagIds', 'vip', 'orientation', 'color', 'sort', 'page', 'pageSize', 'facets']],
  ['/case/api/search/similar', 'img=pool/interior/005.jpg', ['img', 'itemId', 'crop', 'hideDuplicates', 'kind', 'page']],
  ['/case/api/search/searchPattern', 'type=-3', ['type']],
  // Subject search's status and 找同款模型 (issue 37).
  ['/case/api/search/status', '', []],
  ['/case/api/search/objects', 'img=pool/interior/005.jpg', ['img', 'itemId']],
  ['/case/api/search/object-models', 'img=pool/interior/005.jpg&cls=sofa&box=0.3,0.5,0.4,0.3', ['img', 'itemId', 'cls', 'box']],
  ['/case/api/case/getBannerWorlds', '', ['type', 'audience']],
  ['/case/api/caseInsFusion/getHotSearch', '', ['audience']],
  ['/ins/api/home/hotword', '', []],
  ['/searchWord/id', 'word=客厅', ['word']],
  ['/ai/api/getUserType', '', []],
  // Payment centre (issue 10).
  ['/payCenter/vip/plans', '', []],
];

/**
 * Account GETs (issue 5): their answers depend on the session, so they join the route list and
 * the garbage probe (no 5xx, always the envelope) but not the happy path.
 */
const ACCOUNT_GETS: [string, string[]][] = [
  ['/account/phoneUseStatus', ['phoneNo']],
  ['/login/loginByPsw', ['phoneNo', 'password']],
  ['/login/modifyPassWord', ['phoneNo', 'code', 'password', 'deviceId']],
  ['/wechat/public/getLoginQRCode', []],
  ['/wechat/public/loginScan', ['scene']],
  ['/ins/api/wechat/getMiniQRCode', ['page', 'forwardParam']],
  ['/ins/api/wechat/cheakScan', ['scene']],
  ['/wechat/public/isBindWxMp', ['deviceId']],
  ['/deviceRel/caseDeviceId', ['deviceId']],
  ['/login/getToken', ['deviceId', 'product']],
  ['/login/loginByToken', ['token']],
  ['/login/ssoLogin', ['ticket', 'service']],
  ['/login/handoffStart', ['from', 'to']],
  ['/login/handoffAuthorize', ['service', 'binding', 'to']],
  ['/account/accountInfo', []],
  ['/account/devices', []],
  ['/account/vipInfo', ['loginType']],
  ['/ins/api/account/mergeInfo', []],
  ['/addSource', ['logidUrl']],
  ['/payCenter/case/vip/voucher/randomVoucherInfo', []],
  ['/payCenter/case/vip/getAliPayQrCode', ['orderId']],
  ['/payCenter/ins/vipOrder/getAliPayQrCode', ['orderId']],
  ['/payCenter/payNew/getOrder', ['orderId']],
  ['/payCenter/order/list', []],
  ['/case/api/download/info', ['itemId']],
  ['/case/api/download/history', []],
  ['/case/api/collect/folders', []],
  ['/case/api/collect/status', ['ids']],
  ['/case/api/follow/status', ['ids']],
  ['/case/api/follow/list', ['page', 'pageSize']],
  ['/case/api/collect/folder', ['id', 'page', 'pageSize']],
  ['/case/api/upload/status', ['uploadId']],
  ['/case/api/case/draft', ['caseId']],
  ['/case/api/personal/queryMyUploadDetail', ['page', 'pageSize', 'state']],
  ['/case/api/homepage/address', []],
  ['/account/uploadIdentity', []],
  ['/case/api/gatherTask/checkSensitive', ['word']],
  ['/case/api/gatherTask/addGatherTask', ['itemId', 'pictures']],
  ['/case/api/gatherTask/checkGatherTask', ['itemId']],
  ['/case/api/gatherTask/cancelGatherTask', ['taskId', 'itemId', 'pictures']],
  ['/case/api/gatherTask/list', ['page', 'pageSize']],
  ['/case/api/gatherTask/uploadActivateShowFlag', []],
  ['/case/api/review/list', ['state', 'page', 'pageSize']],
  ['/case/api/review/case', ['caseId']],
  ['/test/lastCode', ['phone']],
  ['/test/sliderTarget', ['sessionId']],
  ['/test/semRecord', ['phone']],
  ['/editor/experimentReport', ['days']],
  ['/test/trackEvents', ['beacon', 'bhv_type', 'device_id', 'since', 'limit']],
  ['/test/locationReport', ['deviceId']],
];

/** The tracking beacons (issue 12) answer a 1×1 GIF, never the envelope: probed on their own below. */
const BEACON_GETS = ['/track/case.gif', '/track/ins.gif', '/track/main.gif'];

const GARBAGE = [
  '', 'x', '-1', '0', '1.5', '1e9', '0x1f', '99999999999999999999999', "1' OR '1'='1", '1; DROP TABLE items; --',
  '%00', '%E2%80%AE', encodeURIComponent('𝔘𝔫𝔦𝔠𝔬𝔡𝔢'), 'null', 'undefined', '[]', '{}', 'a'.repeat(5000), encodeURIComponent('<script>alert(1)</script>'),
];

describe('every GET endpoint', () => {
  it('answers the documented happy path', async () => {
    for (const [path, query] of ENDPOINTS) {
      await data(s.base, `${path}${query ? `?${query}` : ''}`);
    }
  });

  it('is documented in the route list and answers HEAD-free GETs only for the listed paths', () => {
    const gets = s.app.routeList.filter((r) => r.startsWith('GET ') && !r.includes('/oss/')).map((r) => r.slice(4));
    const accountPaths = ACCOUNT_GETS.map(([p]) => p.replace('/deviceRel/caseDeviceId', '/deviceRel/:rel')).concat(['/wechat/confirm', '/cashier', '/review', '/files/:id/:name', '/robots.txt'], BEACON_GETS);
    expect(new Set(gets)).toEqual(new Set(ENDPOINTS.map(([p]) => p).concat(['/case/api/productDesign/detail', '/case/api/artDesign/detail', '/case/api/artDevice/detail', '/case/api/periodical/detail'], accountPaths)));
  });

  it('never answers 5xx or a non-envelope, whatever the parameter values', async () => {
    let checked = 0;
    for (const [path, query, params] of ENDPOINTS) {
      for (const param of params) {
        for (const value of GARBAGE) {
          const q = new URLSearchParams(query);
          q.delete(param);
          const url = `${path}?${q.toString()}${q.toString() ? '&' : ''}${param}=${value}`;
          const r = await getJson(s.base, url);
          if (r.status >= 500 || (r.status === 200) !== (r.body.error.errorCode === 0)) {
            throw new Error(`${url} → ${r.status} ${JSON.stringify(r.body.error)}`);
          }
          if (r.status !== 200) expect(r.body.error.message).toMatch(/[\u4e00-\u9fff]/);
          checked++;
        }
        const twice = await getJson(s.base, `${path}?${query}&${param}=1&${param}=2`);
        expect(twice.status).toBeLessThan(500);
      }
    }
    expect(checked).toBeGreaterThan(1000);
  });

  it('beacons answer the pixel whatever the parameter values', async () => {
    for (const path of BEACON_GETS) {
      for (const param of ['event_id', 'bhv_type', 'stay_time', 'redownload', 'query']) {
        for (const value of GARBAGE) {
          const r = await fetch(`${s.base}${path}?event_id=evt_robust_1&bhv_type=click&${param}=${value}`);
          expect([r.status, r.headers.get('content-type')]).toEqual([200, 'image/gif']);
          await r.arrayBuffer();
        }
      }
    }
  });

  it('account GETs never answer 5xx or a non-envelope, whatever the parameter values', async () => {
    for (const [path, params] of ACCOUNT_GETS) {
      for (const param of params.length ? params : ['x']) {
        for (const value of GARBAGE) {
          const r = await getJson(s.base, `${path}?${param}=${value}`);
          if (r.status >= 500 || typeof r.body.error?.errorCode !== 'number') throw new Error(`${path}?${param}=${value} → ${r.status}`);
          if (r.body.error.errorCode !== 0) expect(r.body.error.message).toMatch(/[\u4e00-\u9fff]/);
        }
      }
    }
  });

  it('survives a burst of concurrent requests', async () => {
    const results = await Promise.all(
      Array.from({ length: 200 }, (_, i) => getJson(s.base, `/case/api/content/list?kind=case&page=${(i % 20) + 1}&pageSize=20&sort=${['new', 'hot'][i % 2]}`)),
    );
    expect(results.every((r) => r.status === 200)).toBe(true);
  });
});
