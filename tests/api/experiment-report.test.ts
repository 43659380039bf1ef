import type { ExperimentReport, ExperimentReportRow } from '../../lib/api/contract/experiment-report';
import { DEMO_EDITOR_PHONE } from '../../backend/src/services/account/demo-accounts';
import { splitLabel } from '../../backend/src/services/experiment-report';
import { Browser, expectRefused } from './helpers/account-browser';
import { serverForFile } from './helpers/server';

const PASSWORD = 'Design2025';
const s = serverForFile();

let seq = 0;
const eid = () => `rep_${Date.now().toString(36)}_${(seq++).toString().padStart(4, '0')}`;

async function send(beacon: string, fields: Record<string, string>): Promise<void> {
  const r = await fetch(`${s.base}/track/${beacon}.gif?${new URLSearchParams({ event_id: eid(), ...fields })}`);
  expect(r.status).toBe(200);
}

async function editor(): Promise<Browser> {
  const b = new Browser(s.base);
  const r = await b.get(`/login/loginByPsw?phoneNo=${DEMO_EDITOR_PHONE}&password=${PASSWORD}`);
  expect(r.body.error.errorCode).toBe(0);
  return b;
}

const A = 'newerHomeCutUser:0|vipOrderPop:1';
const B = 'newerHomeCutUser:1|vipOrderPop:1';

function row(report: ExperimentReport, match: Partial<ExperimentReportRow>): ExperimentReportRow | undefined {
  return report.rows.find((r) => Object.entries(match).every(([k, v]) => r[k as keyof ExperimentReportRow] === v));
}

describe('GET /editor/experimentReport', () => {
  it('refuses a visitor (401) and a member who is not an editor (403), with Chinese messages', async () => {
    expectRefused(await new Browser(s.base).get('/editor/experimentReport'), 401);
    const member = new Browser(s.base);
    expect((await member.get(`/login/loginByPsw?phoneNo=13800000002&password=${PASSWORD}`)).body.error.errorCode).toBe(0);
    expectRefused(await member.get('/editor/experimentReport'), 403);
  });

  it('counts a scripted session per channel, page type, experiment and group', async () => {
    // Device a (home group 0): 4 exposures, 2 clicks, 1 download, 1 prepay of 30 yuan on the architecture home.
    for (let i = 0; i < 4; i++) await send('case', { bhv_type: 'exposure', device_id: 'rep-a', spm: `建筑-首页.list.${i + 1}`, experiment_id: A });
    for (let i = 0; i < 2; i++) await send('case', { bhv_type: 'click', device_id: 'rep-a', spm: `建筑-首页.list.${i + 1}`, experiment_id: A });
    await send('main', { bhv_type: 'auto_play', device_id: 'rep-a', spm: '建筑-首页.download.1', experiment_id: A });
    await send('main', { bhv_type: 'prepay', device_id: 'rep-a', spm: '建筑-首页.vip.1', experiment_id: A, pay_amount: '30' });
    // Device b (home group 1): 3 exposures, no click.
    for (let i = 0; i < 3; i++) await send('case', { bhv_type: 'exposure', device_id: 'rep-b', spm: `建筑-首页.list.${i + 1}`, experiment_id: B });
    // Elsewhere and without an experiment: counted in the totals only.
    await send('case', { bhv_type: 'exposure', device_id: 'rep-c', spm: '室内-案例详情页.list.1' });
    await new Promise((r) => setTimeout(r, 50));

    const b = await editor();
    const res = await b.get<ExperimentReport>('/editor/experimentReport?days=1');
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe('private, no-store');
    const report = res.body.data;
    expect(report.events).toBeGreaterThanOrEqual(12);
    expect(report.withoutExperiment).toBeGreaterThanOrEqual(1);
    expect(row(report, { channel: '建筑', pageType: '首页', experiment: 'newerHomeCutUser', group: '0' })).toEqual({
      channel: '建筑',
      pageType: '首页',
      experiment: 'newerHomeCutUser',
      group: '0',
      exposures: 4,
      clicks: 2,
      downloads: 1,
      prepays: 1,
      prepayAmount: 30,
      devices: 1,
      payingDevices: 1,
    });
    expect(row(report, { channel: '建筑', pageType: '首页', experiment: 'newerHomeCutUser', group: '1' })).toMatchObject({ exposures: 3, clicks: 0, downloads: 0, prepays: 0, devices: 1 });
    // Both devices share vipOrderPop:1, so that row sums them.
    expect(row(report, { channel: '建筑', pageType: '首页', experiment: 'vipOrderPop', group: '1' })).toMatchObject({ exposures: 7, clicks: 2, prepays: 1, devices: 2, payingDevices: 1 });
    expect(report.rows.some((r) => r.channel === '室内')).toBe(false);
  });

  it('answers 400 with a Chinese message for a bad window, never a 500', async () => {
    const b = await editor();
    for (const q of ['days=0', 'days=999', 'days=abc', 'days=-1']) expectRefused(await b.get(`/editor/experimentReport?${q}`), 400);
  });

  it('splits spm labels into channel and page type', () => {
    expect(splitLabel('建筑-3D模型详情页')).toEqual({ channel: '建筑', pageType: '3D模型详情页' });
    expect(splitLabel(null)).toEqual({ channel: '未知', pageType: '未知' });
    expect(splitLabel('首页')).toEqual({ channel: '未知', pageType: '首页' });
  });
});
