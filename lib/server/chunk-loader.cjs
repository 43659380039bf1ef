// The framework's chunk scripts are requested after the first screen (docs/architecture.md
// "Phone speed"): the production server rewrites each page's HTML (lib/server/page-guard.cjs).
// Plain CommonJS, loaded by the Node server script.

/** The chunk scripts and their preload as Next writes them into a page's head. */
const CHUNK_SCRIPT_RE = /<script src="(\/_next\/static\/chunks\/[^"<>]+\.js)" async=""><\/script>/g;
const CHUNK_PRELOAD_RE = /<link rel="preload" as="script" fetchPriority="low" href="\/_next\/static\/chunks\/[^"<>]+\.js"\/>/g;
/** Longest wait for the main picture once the first frame is painted (ms). */
const DEFER_CAP_MS = 3000;
/** A tab that paints no frame (opened in the background) loads them after this (ms). */
const DEFER_HIDDEN_MS = 1500;

/**
 * Runs in the browser, as the page's inline loader (its source is written into the HTML): appends
 * the chunk scripts, one per task, once the first frame has been painted and the page's main picture
 * (`fetchpriority="high"`) has been painted in a frame of its own or has failed, at most `capMs`
 * after that first frame; without a frame (a background tab) after `hiddenMs`. Once only.
 *
 * Until React has hydrated a control, a click on it (a button that does nothing by itself: links
 * and submit buttons keep their native action) or a file chosen in a file input is held, and
 * replayed on the control once it is hydrated — or on the same control of the same markup
 * rendered in its place — so an early touch is not lost (at most 15 s).
 */
function loadChunksAfterFirstScreen(srcs, capMs, hiddenMs) {
  var d = document;
  var done = false;
  var held = [];
  var CONTROL = 'button[type="button"],[role="button"]:not(a):not(button),[role="switch"],[role="tab"],[role="checkbox"],[role="menuitem"],[role="combobox"]';
  function hydrated(el) {
    return Object.keys(el).some(function (k) {
      return k.indexOf('__reactProps') === 0;
    });
  }
  var FILE = 'input[type="file"]';
  var polling = 0;
  // The held control, or the one in its place when its block was replaced by the same markup (a
  // deferred section made alive renders its server HTML again): the n-th of as many controls in
  // the nearest ancestor still in the page, with the same name and text. Null when it is gone.
  function current(h) {
    if (h.el.isConnected) return h.el;
    for (var i = 0; i < h.path.length; i++) {
      var p = h.path[i];
      if (!p.a.isConnected) continue;
      var all = p.a.querySelectorAll(h.sel);
      var el = all.length === p.count ? all[p.n] : null;
      return el && el.tagName === h.el.tagName && el.textContent === h.el.textContent && el.getAttribute('aria-label') === h.el.getAttribute('aria-label') ? el : null;
    }
    return null;
  }
  function replay() {
    while (held.length) {
      var h = held[0];
      var el = current(h);
      if (el && !hydrated(el)) break;
      held.shift();
      if (!el) continue;
      if (h.type === 'click') el.click();
      else el.dispatchEvent(new Event('change', { bubbles: true }));
    }
    polling = held.length && Date.now() - held[0].at < 15000 ? setTimeout(replay, 50) : 0;
    if (!polling) held = [];
  }
  function hold(e) {
    var t = e.target;
    if (!t || !t.closest) return;
    var sel = e.type === 'click' ? CONTROL : FILE;
    var c = e.type === 'click' ? t.closest(sel) : t.matches(sel) ? t : null;
    if (!c || hydrated(c)) return;
    if (e.type === 'click') {
      e.preventDefault();
      e.stopImmediatePropagation();
    }
    var path = [];
    for (var a = c.parentElement; a; a = a.parentElement) {
      var all = a.querySelectorAll(sel);
      path.push({ a: a, n: Array.prototype.indexOf.call(all, c), count: all.length });
    }
    held.push({ el: c, sel: sel, path: path, type: e.type, at: Date.now() });
    if (!polling) polling = setTimeout(replay, 50);
  }
  d.addEventListener('click', hold, true);
  d.addEventListener('change', hold, true);
  // One script per task: starting a request costs the main thread a few ms (more while the first
  // screen's pictures share the cores), and a dozen in one task made a long task of their own.
  function load() {
    if (done) return;
    done = true;
    var i = 0;
    var next = new MessageChannel();
    next.port1.onmessage = append;
    function append() {
      var s = d.createElement('script');
      s.src = srcs[i++];
      s.async = true;
      d.head.appendChild(s);
      if (i < srcs.length) next.port2.postMessage(0);
    }
    append();
  }
  // `fn` in the task after the next frame: what is on the page by then has been painted.
  function afterFrame(fn) {
    requestAnimationFrame(function () {
      setTimeout(fn, 0);
    });
  }
  // A picture that has just loaded is painted in the next frame, before any script arrives (a
  // script that finished before the main picture's paint counts in Lighthouse's LCP).
  function loadAfterFrame() {
    afterFrame(load);
  }
  var framed = false;
  function painted() {
    framed = true;
    var img = d.querySelector('img[fetchpriority="high"]');
    if (!img) return load();
    if (img.complete) return loadAfterFrame();
    img.addEventListener('load', loadAfterFrame);
    img.addEventListener('error', load);
    setTimeout(load, capMs);
  }
  afterFrame(painted);
  // Only for a tab that painted no frame: a painted page waits for its picture (capMs) instead.
  setTimeout(function () {
    if (!framed) load();
  }, hiddenMs);
}

/**
 * The page's HTML with its chunk scripts requested after the first screen (docs/architecture.md
 * "Phone speed"): the `<script src async>` tags Next writes into the head become one inline loader
 * in the first one's place (hashed into the CSP like the page's other inline scripts), and their
 * preload goes. On a slow network they then no longer share the bandwidth of the first screen
 * and its main picture; hydration starts after them, and until then links and forms work as the
 * browser's own. HTML without them (a non-Next page) is returned as it is.
 */
function deferChunkScripts(html) {
  const srcs = [];
  let at = -1;
  let rest = html.replace(CHUNK_SCRIPT_RE, (tag, src, offset) => {
    if (at < 0) at = offset;
    srcs.push(src);
    return '';
  });
  if (!srcs.length) return html;
  rest = rest.slice(0, at) + `<script>(${loadChunksAfterFirstScreen})(${JSON.stringify(srcs)},${DEFER_CAP_MS},${DEFER_HIDDEN_MS})</script>` + rest.slice(at);
  return rest.replace(CHUNK_PRELOAD_RE, '');
}

module.exports = { deferChunkScripts };
