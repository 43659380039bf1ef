// The chunk loader's held clicks in a real DOM (jsdom): a deferred block made alive renders its
// server HTML again, so a click held on its old control is replayed on the new one in its place.
// eslint-disable-next-line @typescript-eslint/no-require-imports -- the server script's CommonJS module
const { deferChunkScripts: deferScripts } = require('../../../lib/server/chunk-loader.cjs');

const head = '<head><script src="/_next/static/chunks/react.js" async=""></script></head>';
const loaderOf = (html: string) => /<script>(\(function loadChunksAfterFirstScreen[\s\S]*?)<\/script>/.exec(html)![1]!;

describe('the loader’s held clicks in a page', () => {
  const timers: { fn: () => void; ms: number }[] = [];
  const fire = (ms: number) => timers.splice(0).forEach((t) => (t.ms === ms ? t.fn() : timers.push(t)));
  const markup = '<h2>精选案例</h2><button type="button">收藏 1</button><button type="button">收藏 2</button>';
  let clicks: string[];

  beforeAll(() => {
    new Function('requestAnimationFrame', 'setTimeout', loaderOf(deferScripts(head)))(
      () => {},
      (fn: () => void, ms: number) => timers.push({ fn, ms }),
    );
  });
  beforeEach(() => {
    clicks = [];
    document.body.innerHTML = `<header><button type="button">登录</button></header><section id="s-1">${markup}</section>`;
  });

  /** The section rendered again by React: the same markup, new nodes, each button hydrated. */
  function madeAlive(extraHeaderButton = false) {
    const section = document.getElementById('s-1')!;
    section.innerHTML = markup;
    if (extraHeaderButton) document.querySelector('header')!.prepend(Object.assign(document.createElement('button'), { type: 'button' }));
    for (const b of document.querySelectorAll('button')) {
      (b as unknown as Record<string, unknown>).__reactProps$x = {};
      b.addEventListener('click', () => clicks.push(b.textContent!));
    }
  }

  it('replays a click held on a control of a block replaced by the same markup on the control in its place', () => {
    const early = new MouseEvent('click', { bubbles: true, cancelable: true });
    document.querySelectorAll('section button')[1]!.dispatchEvent(early);
    expect(early.defaultPrevented).toBe(true);
    fire(50);
    expect(clicks).toEqual([]); // not alive yet: still held
    // Meanwhile another part of the page gained a control before it: the place is found within the section.
    madeAlive(true);
    fire(50);
    expect(clicks).toEqual(['收藏 2']);
  });

  it('drops a held click whose control is gone, never clicking another in its place', () => {
    document.querySelectorAll('section button')[0]!.dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true }));
    // The section is gone; the page has other controls, one of them where the held one was counted.
    document.getElementById('s-1')!.replaceWith(Object.assign(document.createElement('div'), { innerHTML: '<button type="button">别的按钮</button><button type="button">还有一个</button>' }));
    for (const b of document.querySelectorAll('button')) {
      (b as unknown as Record<string, unknown>).__reactProps$x = {};
      b.addEventListener('click', () => clicks.push(b.textContent!));
    }
    fire(50);
    expect(clicks).toEqual([]);
  });
});
