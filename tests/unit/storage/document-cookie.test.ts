import { deleteCookie, getCookie, setCookie } from '@/lib/storage/cookies';
import { documentCookieValues, forgetDocumentCookie } from '@/lib/storage/document-cookie';

// document.cookie is a synchronous IPC in Chromium: read once per synchronous run (issue 40).
const jsdomCookie = Object.getOwnPropertyDescriptor(Document.prototype, 'cookie')!;
let reads = 0;

beforeEach(() => {
  reads = 0;
  Object.defineProperty(document, 'cookie', {
    configurable: true,
    get() {
      reads++;
      return jsdomCookie.get!.call(document);
    },
    set(v: string) {
      jsdomCookie.set!.call(document, v);
    },
  });
  forgetDocumentCookie();
});

afterEach(() => {
  for (const name of ['a', 'b', 'enc']) deleteCookie(name);
  delete (document as { cookie?: string }).cookie;
});

const nextMicrotask = () => Promise.resolve();

test('many reads in one synchronous run ask the browser once', () => {
  document.cookie = 'a=1';
  document.cookie = 'b=2';
  expect([getCookie('a'), getCookie('b'), getCookie('missing'), documentCookieValues('a')]).toEqual(['1', '2', undefined, ['1']]);
  expect(reads).toBe(1);
});

test('a write of ours is read back at once, and a change from elsewhere after the run', async () => {
  document.cookie = 'a=1';
  expect(getCookie('a')).toBe('1');
  setCookie('a', '2');
  expect(getCookie('a')).toBe('2');
  deleteCookie('a');
  expect(getCookie('a')).toBeUndefined();
  // A Set-Cookie from a response lands between runs, never inside one: the next run sees it.
  expect(getCookie('b')).toBeUndefined();
  document.cookie = 'b=server';
  await nextMicrotask();
  expect(getCookie('b')).toBe('server');
});

test('values decode as js-cookie decodes them', () => {
  setCookie('enc', '中文 值');
  expect(getCookie('enc')).toBe('中文 值');
  document.cookie = 'b="quoted"';
  forgetDocumentCookie();
  expect(getCookie('b')).toBe('quoted');
});
