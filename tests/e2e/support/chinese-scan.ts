import { catalogueWords } from './screens';

// Issue 19's interface-language scan (tests/e2e/screens-chinese.spec.ts, and the desktop layout
// sweep of tests/e2e/screens-layout.spec.ts, which reads the same page loads): the Latin words a
// reader sees or hears, and which of them a Chinese design site may show.

/** Latin words a Chinese design site legitimately shows: product, format, software and unit names. */
export const INTERFACE_ALLOWED = [
  'VIP', 'SVIP', '3D', 'SU', 'CAD', 'AI', 'KB', 'MB', 'GB', 'px', 'PNG', 'JPG', 'JPEG', 'WebP', 'GIF', 'PDF', 'PPT', 'DWG', 'SKP', 'MAX',
  'FBX', 'ZIP', 'HTML', 'EXIF', '3ds', 'Max', 'SketchUp', 'AutoCAD', 'VRay', 'Corona', 'PBR', 'HDRI', 'Ctrl', 'QQ', 'ID', 'APP', 'ms', 'TOP',
];
/** Words that are never content: pagination, debug values, icon names, development text (issue 19). */
const NEVER = new Set(
  ['previous', 'next', 'page', 'pages', 'pagination', 'of', 'new', 'visitor', 'exclamation', 'circle', 'close', 'search', 'loading', 'error',
    'undefined', 'null', 'nan', 'true', 'false', 'debug', 'dev', 'development', 'localhost', 'todo', 'test', 'mock', 'lorem', 'ipsum', 'object'],
);
const ALLOWED = new Set([...INTERFACE_ALLOWED.map((w) => w.toLowerCase()), ...catalogueWords()].filter((w) => !NEVER.has(w)));
/** A number with its unit (1200mm, 8K, 10MB, 2x) or a name's initial (Wang T.). */
const UNIT_OR_INITIAL = /^(?:\d+(?:mm|cm|m|px|k|kb|mb|gb|x|w|p)|[A-Z])$/i;
export const allowed = (word: string) => ALLOWED.has(word.toLowerCase()) || (UNIT_OR_INITIAL.test(word) && !NEVER.has(word.toLowerCase()));

/** In the page: every Latin word a reader sees or hears, with where it came from. */
export function latinWords(): { word: string; where: string }[] {
  const out: { word: string; where: string }[] = [];
  const strip = (s: string) =>
    s
      // Addresses and file names are not words of the interface.
      .replace(/\b(?:https?:\/\/|www\.)\S+/gi, ' ')
      .replace(/\b[\w.-]+@[\w.-]+\.\w+\b/g, ' ')
      .replace(/\b[\w-]+(?:\.[\w-]+)*\.(?:com|cn|net|org|io|html?)\b\S*/gi, ' ');
  const collect = (text: string, where: string) => {
    for (const m of strip(text).matchAll(/[0-9]*[A-Za-z][A-Za-z0-9]*/g)) out.push({ word: m[0], where: `${where}: ${text.trim().slice(0, 80)}` });
  };
  const describe = (el: Element) => `${el.tagName.toLowerCase()}${el.id ? `#${el.id}` : ''}${el.getAttribute('data-testid') ? `[${el.getAttribute('data-testid')}]` : ''}`;
  const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
  for (let n = walker.nextNode(); n; n = walker.nextNode()) {
    const parent = n.parentElement;
    if (!parent || /^(SCRIPT|STYLE|NOSCRIPT|TEMPLATE)$/.test(parent.tagName)) continue;
    if (!parent.checkVisibility({ visibilityProperty: true })) continue;
    if (n.textContent && /[A-Za-z]/.test(n.textContent)) collect(n.textContent, describe(parent));
  }
  // A control's own aria-label replaces the names inside it (an icon's name is not read then).
  const NAMED = 'a, button, [role="button"], [role="link"], [role="tab"], [role="menuitem"], [role="option"], [role="checkbox"], [role="switch"]';
  for (const el of document.body.querySelectorAll('[aria-label], [title], [alt], [placeholder]')) {
    if (!el.checkVisibility({ visibilityProperty: true }) || el.closest('[aria-hidden="true"]')) continue;
    for (const attr of ['aria-label', 'title', 'alt', 'placeholder']) {
      const v = el.getAttribute(attr);
      if (!v || !/[A-Za-z]/.test(v)) continue;
      if (attr === 'aria-label' && el.parentElement?.closest(NAMED)?.hasAttribute('aria-label')) continue;
      collect(v, `${describe(el)}@${attr}`);
    }
  }
  return out;
}
