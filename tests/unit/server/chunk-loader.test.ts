/**
 * @jest-environment node
 */
// eslint-disable-next-line @typescript-eslint/no-require-imports -- the server script's CommonJS module
const { deferChunkScripts } = require('../../../lib/server/chunk-loader.cjs');

describe('deferChunkScripts', () => {
  const head =
    '<head><link rel="stylesheet" href="/_next/static/chunks/a.css"/>' +
    '<link rel="preload" as="script" fetchPriority="low" href="/_next/static/chunks/runtime.js"/>' +
    '<script src="/_next/static/chunks/react.js" async=""></script><script src="/_next/static/chunks/next.js" async=""></script>' +
    '<script src="/_next/static/chunks/polyfills.js" noModule=""></script><script src="/_next/static/chunks/runtime.js" async=""></script></head>' +
    '<body><h1>标题</h1><script>self.__next_f.push([1,"x"])</script></body>';
  const loaderOf = (html: string) => /<script>(\(function loadChunksAfterFirstScreen[\s\S]*?)<\/script>/.exec(html)?.[1];

  it('puts one loader in the first chunk script’s place, drops the tags and their preload, keeps the rest', () => {
    const out: string = deferChunkScripts(head);
    expect(out).not.toMatch(/<script src="\/_next\/static\/chunks\/[^"]+" async="">/);
    expect(out).not.toContain('rel="preload" as="script"');
    expect(out).toContain('<link rel="stylesheet" href="/_next/static/chunks/a.css"/>');
    expect(out).toContain('<script src="/_next/static/chunks/polyfills.js" noModule=""></script>');
    expect(out).toContain('<script>self.__next_f.push([1,"x"])</script>');
    const loader = loaderOf(out)!;
    expect(loader).toContain('["/_next/static/chunks/react.js","/_next/static/chunks/next.js","/_next/static/chunks/runtime.js"]');
    expect(out.indexOf(loader)).toBeLessThan(out.indexOf('polyfills.js'));
    expect(out.match(/loadChunksAfterFirstScreen/g)).toHaveLength(1);
  });

  it('leaves HTML without chunk scripts as it is', () => {
    const html = '<html><body><script src="/other.js" async=""></script><script>a()</script></body></html>';
    expect(deferChunkScripts(html)).toBe(html);
  });

  describe('the loader in the browser', () => {
    function run(img: { complete: boolean } | null) {
      const appended: string[] = [];
      const listeners: Record<string, () => void> = {};
      const timers: { fn: () => void; ms: number }[] = [];
      let frame: (() => void) | null = null;
      const picture = img && { ...img, addEventListener: (type: string, fn: () => void) => (listeners[type] = fn) };
      const handlers: Record<string, (e: unknown) => void> = {};
      const document = {
        head: { appendChild: (el: { src: string; async: boolean }) => appended.push(`${el.src}${el.async ? ' async' : ''}`) },
        createElement: () => ({ src: '', async: false }),
        querySelector: (sel: string) => (sel === 'img[fetchpriority="high"]' ? picture : null),
        addEventListener: (type: string, fn: (e: unknown) => void) => (handlers[type] = fn),
      };
      // Messages posted to a channel: each is a task of its own, run by `tick`.
      const messages: (() => void)[] = [];
      class MessageChannel {
        port1: { onmessage: (() => void) | null } = { onmessage: null };
        port2 = { postMessage: () => messages.push(() => this.port1.onmessage!()) };
      }
      const win = {
        document,
        requestAnimationFrame: (fn: () => void) => (frame = fn),
        setTimeout: (fn: () => void, ms: number) => timers.push({ fn, ms }),
      };
      new Function('document', 'requestAnimationFrame', 'setTimeout', 'MessageChannel', loaderOf(deferChunkScripts(head))!)(win.document, win.requestAnimationFrame, win.setTimeout, MessageChannel);
      const tick = () => messages.shift()?.();
      const drain = () => {
        while (messages.length) tick();
      };
      // The timers of `ms`, then every task they started (`tasks: false`: the timers only).
      const fire = (ms: number, { tasks = true } = {}) => {
        timers.splice(0).forEach((t) => (t.ms === ms ? t.fn() : timers.push(t)));
        if (tasks) drain();
      };
      return { appended, listeners, fire, tick, drain, paint: () => frame!(), handlers };
    }
    const ALL = ['/_next/static/chunks/react.js async', '/_next/static/chunks/next.js async', '/_next/static/chunks/runtime.js async'];

    it('requests nothing before the first frame, everything once just after it when there is no main picture', () => {
      const b = run(null);
      expect(b.appended).toEqual([]);
      b.paint();
      expect(b.appended).toEqual([]);
      b.fire(0);
      expect(b.appended).toEqual(ALL);
      b.fire(1500);
      expect(b.appended).toEqual(ALL);
    });

    it('appends one script per task, in their order', () => {
      const b = run(null);
      b.paint();
      b.fire(0, { tasks: false });
      expect(b.appended).toEqual(ALL.slice(0, 1));
      b.tick();
      expect(b.appended).toEqual(ALL.slice(0, 2));
      b.tick();
      expect(b.appended).toEqual(ALL);
      b.tick();
      expect(b.appended).toEqual(ALL);
    });

    it('waits for the main picture after the frame (painted in a frame after its load, or its error), at most 3 s', () => {
      const loading = run({ complete: false });
      loading.paint();
      loading.fire(0);
      expect(loading.appended).toEqual([]);
      loading.listeners.load!();
      expect(loading.appended).toEqual([]); // loaded, not yet painted
      loading.paint();
      expect(loading.appended).toEqual([]);
      loading.fire(0);
      expect(loading.appended).toEqual(ALL);
      const broken = run({ complete: false });
      broken.paint();
      broken.fire(0);
      broken.listeners.error!();
      broken.drain();
      expect(broken.appended).toEqual(ALL);
      const slow = run({ complete: false });
      slow.paint();
      slow.fire(0);
      slow.fire(1500); // the background-tab fallback does not cut a painted page's wait short
      expect(slow.appended).toEqual([]);
      slow.fire(3000);
      expect(slow.appended).toEqual(ALL);
      const loaded = run({ complete: true });
      loaded.paint();
      loaded.fire(0);
      expect(loaded.appended).toEqual([]); // complete, maybe not painted yet: one frame more
      loaded.paint();
      loaded.fire(0);
      expect(loaded.appended).toEqual(ALL);
    });

    it('holds a click on a control React has not hydrated yet, and replays it once it is', () => {
      const b = run(null);
      const clicks: string[] = [];
      const control: Record<string, unknown> = { isConnected: true, click: () => clicks.push('replayed') };
      control.closest = (sel: string) => (sel.includes('button[type="button"]') ? control : null);
      const link = { closest: () => null, matches: () => false };
      const event = (target: unknown) => ({ type: 'click', target, prevented: false, stopped: false, preventDefault() { this.prevented = true; }, stopImmediatePropagation() { this.stopped = true; } });
      const early = event(control);
      b.handlers.click!(early);
      expect(early).toMatchObject({ prevented: true, stopped: true });
      const native = event(link); // a link or a submit button keeps its own action
      b.handlers.click!(native);
      expect(native).toMatchObject({ prevented: false, stopped: false });
      b.fire(50);
      expect(clicks).toEqual([]); // not hydrated yet: still held
      control.__reactProps$abc = {};
      b.fire(50);
      expect(clicks).toEqual(['replayed']);
      const late = event(control); // hydrated: React's own
      b.handlers.click!(late);
      expect(late).toMatchObject({ prevented: false });
    });

    it('a tab that paints no frame (opened in the background) loads them after 1.5 s', () => {
      const b = run(null);
      b.fire(1500);
      expect(b.appended).toEqual(ALL);
    });
  });
});
