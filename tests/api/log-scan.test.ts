import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { PassThrough } from 'node:stream';
import type { CreateOrderResult, DownloadLink, PayQrCode } from '../../lib/api/contract/pay';
import { Browser } from './helpers/account-browser';
import { startServer, type TestServer } from './helpers/server';

// The scan the e2e run ends with (scripts/e2e-log-scan.mjs): its secrets come from the API's
// database and outbox after a real flow, and a log with one of them planted fails it.
// eslint-disable-next-line @typescript-eslint/no-require-imports
const scan = require('../../scripts/lib/log-scan.cjs') as {
  collectSecrets: (o: { dataDir: string; accountSecret?: string; passwords?: string[]; passwordDirs?: string[] }) => Secrets;
  secretCounts: (s: Secrets) => Record<string, number>;
  scanLog: (text: string, s?: Secrets) => { findings: { kind: string; line: number }[]; requestLines: number };
  describeFindings: (file: string, f: { kind: string; line: number }[]) => string[];
};
type Secrets = Record<'raw' | 'digests' | 'codes' | 'phones' | 'phrases', Map<string, string>>;

const ACCOUNT_SECRET = 'log-scan-test-account-secret-0123456789abcdef';
const PASSWORD = 'Design2025';

describe('the production-log scan (issue 36.4)', () => {
  let s: TestServer;
  let log = '';
  const produced = new Map<string, string>(); // kind → a secret of that kind the flow produced
  const before = process.env.API_ACCOUNT_SECRET;

  beforeAll(async () => {
    process.env.API_ACCOUNT_SECRET = ACCOUNT_SECRET;
    const stream = new PassThrough();
    stream.on('data', (chunk: Buffer) => (log += chunk.toString()));
    s = await startServer({ seedSize: 500, logger: true, logStream: stream });

    const phone = '13930300001';
    const b = new Browser(s.base);
    expect((await b.loginByCode(phone)).body.error.errorCode).toBe(0);
    // The outbox the e2e API writes (jest runs keep it quiet): the code as the operator would see it.
    writeFileSync(path.join(s.dataDir, 'sms-outbox.log'), `2026-01-01T00:00:00.000Z [sms] ${phone} login code 482913 (valid 5 min)\n`);
    produced.set('SMS code', '482913');
    produced.set('phone number', phone);
    produced.set('login session (api_login)', b.cookies.get('api_login')!);

    const vip = new Browser(s.base);
    expect((await vip.get(`/login/loginByPsw?phoneNo=13800000001&password=${PASSWORD}`)).body.error.errorCode).toBe(0);
    produced.set('password', PASSWORD);

    const cas = new Browser(s.base);
    const tgt = await cas.post('/cas/v1/tickets', { username: '13800000001', password: PASSWORD }, true);
    produced.set('CAS TGT ticket', tgt.headers.get('location')!.split('/').pop()!);

    const desk = new Browser(s.base);
    const qr = (await desk.get<{ sceneId: string }>('/wechat/public/getLoginQRCode')).body.data;
    produced.set('QR scene', qr.sceneId);
    produced.set('visitor id (api_sid)', desk.cookies.get('api_sid')!);

    const order = (await b.post<CreateOrderResult>('/payCenter/case/vip/createCaseOrder', { planId: 'case-month' })).body.data.order;
    const pay = (await b.post<PayQrCode>(`/payCenter/case/vip/casePayUmsQrcode?orderId=${order.orderId}`, {})).body.data;
    produced.set("cashier order secret (t)", new URL(pay.qrUrl).searchParams.get('t')!);

    const item = (s.app.ctx.db.prepare("SELECT id FROM items WHERE kind = '3d' AND vip = 0 AND price = 0 ORDER BY id LIMIT 1").get() as { id: number }).id;
    const link = (await b.post<DownloadLink>('/case/api/download/link', { itemId: item })).body.data;
    produced.set('download signature (sig)', new URL(link.url).searchParams.get('sig')!);
    expect((await b.fetch(link.url)).status).toBe(200);
  }, 60_000);

  afterAll(async () => {
    if (before === undefined) delete process.env.API_ACCOUNT_SECRET;
    else process.env.API_ACCOUNT_SECRET = before;
    await s?.close();
  });

  const secrets = () => scan.collectSecrets({ dataDir: s.dataDir, accountSecret: ACCOUNT_SECRET, passwords: [PASSWORD] });

  it('collects each kind of secret from the database and the outbox, and finds none in the redacted log', () => {
    const found = secrets();
    const counts = scan.secretCounts(found);
    for (const kind of produced.keys()) expect(counts[kind]).toBeGreaterThan(0);
    const result = scan.scanLog(log, found);
    expect(result.requestLines).toBeGreaterThan(8);
    expect(result.findings).toEqual([]);
  });

  it('fails on each planted secret, naming its kind and line, never the secret', () => {
    const found = secrets();
    const lines = log.trimEnd().split('\n');
    const planted: { kind: string; line: number; value: string }[] = [];
    for (const [kind, value] of produced) {
      // Under a harmless key or in a path, so only the source of truth can tell it is a secret.
      const url = kind === 'password' ? `/note?text=x${value}y` : `/items/${value}/view?page=2`;
      lines.push(JSON.stringify({ level: 30, reqId: 'req-zz', req: { method: 'GET', url, host: '127.0.0.1', remoteAddress: '127.0.0.1' }, msg: 'incoming request' }));
      planted.push({ kind, line: lines.length, value });
    }
    const { findings } = scan.scanLog(lines.join('\n'), found);
    for (const p of planted) expect(findings).toContainEqual({ kind: p.kind, line: p.line });
    expect(findings.every((f) => planted.some((p) => p.line === f.line))).toBe(true);
    const report = scan.describeFindings('api.log', findings).join('\n');
    expect(report).toContain(`QR scene: api.log line ${planted.find((p) => p.kind === 'QR scene')!.line}`);
    for (const p of planted) expect(report).not.toContain(p.value);
  });

  it('finds an encoded secret, one glued into a longer token, and a code only as a whole number', () => {
    const found = secrets();
    const scene = produced.get('QR scene')!;
    const t = produced.get("cashier order secret (t)")!;
    const text = [`GET /a?next=${encodeURIComponent(`/b?x=${t}`)}`, `GET /c/xx${scene}yy`, 'GET /items/1482913/view', 'GET /items/482913/view'].join('\n');
    expect(scan.scanLog(text, found).findings).toEqual([
      { kind: "cashier order secret (t)", line: 1 },
      { kind: 'QR scene', line: 2 },
      { kind: 'SMS code', line: 4 },
    ]);
  });
});

describe('the scan’s generic shapes (no source of truth needed)', () => {
  const findings = (text: string) => scan.scanLog(text).findings.map((f) => f.kind);

  it('flags a secret-named key with a value, in a URL, JSON or a cookie', () => {
    expect(findings('{"req":{"url":"/files/9/a.zip?acc=1&exp=2&sig=abcdef"}}')).toEqual(['value of "sig="']);
    expect(findings('GET /cashier?order=1&t=abc')).toEqual(['value of "t="']);
    expect(findings('GET /wechat/public/loginScan?sceneId=abc')).toEqual(['value of "sceneId="']);
    expect(findings('GET /x?scene=abc&ticket=ST-1')).toEqual(['value of "scene="', 'value of "ticket="']);
    expect(findings('{"password":"hunter22"}')).toEqual(['value of "password"']);
    expect(findings('cookie: csrf_token=abcdefgh; api_login=xyz')).toEqual(['value of "csrf_token="', 'value of "api_login="']);
    expect(findings('a TGT-0123456789abcdefghijABCDEFGHIJ ticket')).toEqual(['ticket-shaped token (TGT-/ST-)']);
  });

  it('passes redacted values and harmless fields', () => {
    expect(findings('{"req":{"url":"/files/9/a.zip?acc=[redacted]&exp=[redacted]&sig=[redacted]"}}')).toEqual([]);
    expect(findings('GET /cas/v1/tickets/[redacted]?page=2&sort=new&t=%5Bredacted%5D')).toEqual([]);
    expect(findings('{"level":40,"reqId":"req-2w","reason":"missing or wrong CSRF token","msg":"csrf refusal"}')).toEqual([]);
  });
});
