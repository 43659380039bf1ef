// Issue 19's and issue 35's layout checks, run in the page by tests/e2e/screens-layout.spec.ts
// (and its header test): what is covered, what is cut without an ellipsis, what lies under the
// floating elevator.

/** In the page (or the part `scope` selects): the covered controls and badges, and the text cut without an ellipsis. */
export function layoutFindings(scope?: string): string[] {
  const found: string[] = [];
  const root = (scope && document.querySelector(scope)) || document.body;
  const label = (el: Element) => {
    const cls = typeof el.className === 'string' ? el.className.split(/\s+/)[0] : '';
    const text = (el.getAttribute('aria-label') ?? el.textContent ?? '').trim().replace(/\s+/g, ' ').slice(0, 30);
    return `<${el.tagName.toLowerCase()}${cls ? `.${cls}` : ''}> "${text}"`;
  };
  const visible = (el: Element) => el.checkVisibility({ opacityProperty: true, visibilityProperty: true });

  // 0. Nothing is wider than the screen (a phone would zoom the whole page out).
  const overflow = document.documentElement.scrollWidth - innerWidth;
  if (overflow > 1) found.push(`the page is ${overflow} px wider than the screen`);

  // 1. Covered: interactive elements and badges, each at its centre after scrolling it into view.
  const TARGETS =
    'a[href], button, input:not([type="hidden"]), select, textarea, [role="button"], [role="tab"], [role="link"], [tabindex="0"], [class*="badge"], [data-testid="similar-score"], [data-testid="channel-name"]';
  for (const el of root.querySelectorAll<HTMLElement>(TARGETS)) {
    if (!visible(el) || el.closest('[aria-hidden="true"], [inert]')) continue;
    el.scrollIntoView({ block: 'center', inline: 'nearest' });
    const r = el.getBoundingClientRect();
    // Visually hidden helpers (skip links, screen-reader text) are 1 px boxes.
    if (r.width < 4 || r.height < 4) continue;
    const x = r.left + r.width / 2;
    const y = r.top + r.height / 2;
    if (x < 0 || y < 0 || x >= innerWidth || y >= innerHeight) continue;
    // A badge may ignore the pointer; it must still be on top.
    const pe = el.style.pointerEvents;
    el.style.pointerEvents = 'auto';
    const top = document.elementFromPoint(x, y);
    el.style.pointerEvents = pe;
    if (!top || top === el || el.contains(top)) continue;
    // A label wrapping its own control, or a control inside a link-like wrapper, is the same target.
    if (top.contains(el) && getComputedStyle(el).pointerEvents !== 'none') continue;
    const t = top.getBoundingClientRect();
    found.push(`covered: ${label(el)} at ${Math.round(x)},${Math.round(y)} under ${label(top)} (${Math.round(t.left)},${Math.round(t.top)} ${Math.round(t.width)}×${Math.round(t.height)}; scroll ${Math.round(scrollX)},${Math.round(scrollY)} of ${innerWidth}×${innerHeight})`);
  }
  window.scrollTo(0, 0);

  // 2. Cut: a box that clips (overflow hidden/clip) with text reaching past its edge.
  const range = document.createRange();
  for (const el of root.querySelectorAll<HTMLElement>('*')) {
    const cs = getComputedStyle(el);
    const clipX = cs.overflowX === 'hidden' || cs.overflowX === 'clip';
    const clipY = cs.overflowY === 'hidden' || cs.overflowY === 'clip';
    if (!clipX && !clipY) continue;
    if (el.scrollWidth <= el.clientWidth + 1 && el.scrollHeight <= el.clientHeight + 1) continue;
    if (!visible(el)) continue;
    const box = el.getBoundingClientRect();
    if (box.width < 4 || box.height < 4) continue;
    const ellipsis = cs.textOverflow === 'ellipsis' && !/flex|grid/.test(cs.display);
    const clamped = cs.webkitLineClamp !== 'none' && cs.webkitLineClamp !== '';
    const walker = document.createTreeWalker(el, NodeFilter.SHOW_TEXT);
    for (let n = walker.nextNode(); n; n = walker.nextNode()) {
      if (!n.textContent?.trim() || !n.parentElement || !visible(n.parentElement)) continue;
      // Screen-reader-only text lives in its own clipped box.
      if (n.parentElement !== el && n.parentElement.getBoundingClientRect().width < 4) continue;
      range.selectNodeContents(n);
      const t = range.getBoundingClientRect();
      if (t.width === 0) continue;
      const pastX = clipX && (t.right > box.right + 1 || t.left < box.left - 1);
      const pastY = clipY && (t.bottom > box.bottom + 1 || t.top < box.top - 1);
      if ((pastX && !ellipsis) || (pastY && !clamped && !(ellipsis && cs.whiteSpace === 'nowrap'))) {
        found.push(`cut: ${label(el)} clips "${n.textContent.trim().slice(0, 30)}" without an ellipsis`);
        break;
      }
    }
  }
  return found;
}

/**
 * Issue 35: the floating elevator (浏览记录 / 回到顶部) covered 已支付, 查看更多 ›, card titles. Down the
 * whole page, viewport by viewport: nothing the visitor reads or presses lies under its buttons
 * (a control, or text, at any of 3×3 points of each button). Synchronous, so the elevator stays as
 * it rests (a phone's is tucked to its tab).
 */
export function floatingFindings(): string[] {
  const found: string[] = [];
  const stack = document.querySelector('[data-testid="elevator"]');
  if (!stack) return ['the elevator is not on the page'];
  const TARGETS = 'a[href], button, input:not([type="hidden"]), select, textarea, [role="button"], [role="tab"], [role="link"]';
  const label = (el: Element) => `<${el.tagName.toLowerCase()}> "${(el.getAttribute('aria-label') ?? el.textContent ?? '').trim().replace(/\s+/g, ' ').slice(0, 30)}"`;
  const textAt = (el: Element, x: number, y: number) => {
    const range = document.createRange();
    for (const n of el.childNodes) {
      if (n.nodeType !== Node.TEXT_NODE || !n.textContent?.trim()) continue;
      range.selectNodeContents(n);
      for (const r of range.getClientRects()) if (x >= r.left && x <= r.right && y >= r.top && y <= r.bottom) return true;
    }
    return false;
  };
  // A row that scrolls sideways (chips running to the screen's edge) moves its items out from
  // under the tab: none of them stays covered.
  const sideways = (el: Element | null): boolean => {
    for (let e = el; e && e !== document.body; e = e.parentElement) {
      const o = getComputedStyle(e).overflowX;
      if ((o === 'auto' || o === 'scroll') && e.scrollWidth > e.clientWidth + 1) return true;
    }
    return false;
  };
  const height = document.documentElement.scrollHeight;
  const step = Math.max(innerHeight * 0.5, height / 40);
  for (let top = 0; top < height; top += step) {
    window.scrollTo(0, top);
    for (const button of stack.querySelectorAll('button')) {
      const r = button.getBoundingClientRect();
      const left = Math.max(r.left, 0);
      const right = Math.min(r.right, innerWidth);
      if (right - left < 2 || r.height < 2) continue;
      for (const fx of [0.15, 0.5, 0.85]) {
        for (const fy of [0.15, 0.5, 0.85]) {
          const x = left + (right - left) * fx;
          const y = r.top + r.height * fy;
          const under = document.elementsFromPoint(x, y).find((e) => !stack.contains(e) && e !== document.documentElement && e !== document.body);
          if (!under) continue;
          const control = under.closest(TARGETS);
          if ((control || textAt(under, x, y)) && !sideways(under)) found.push(`${label(button)} covers ${label(control ?? under)} at scroll ${Math.round(scrollY)}`);
        }
      }
    }
  }
  window.scrollTo(0, 0);
  return found;
}
