// The header part of the MDN HTTP Observatory rubric (developer.mozilla.org/en-US/observatory/docs/tests_and_scoring),
// applied to one page answer: start at 100, apply each test's modifier, bonuses only when the
// score before them is at least 90. The redirection test (http → https) belongs to the TLS
// terminator in front of the site and is not graded here.

export interface Graded {
  score: number;
  grade: string;
  /** Every test's result name and modifier, penalties first. */
  results: { test: string; result: string; modifier: number }[];
}

function directives(csp: string): Map<string, string[]> {
  const out = new Map<string, string[]>();
  for (const part of csp.split(';')) {
    const [name, ...values] = part.trim().split(/\s+/);
    if (name && !out.has(name.toLowerCase())) out.set(name.toLowerCase(), values);
  }
  return out;
}

function gradeOf(score: number): string {
  const table: [number, string][] = [[100, 'A+'], [90, 'A'], [85, 'A-'], [80, 'B+'], [70, 'B'], [65, 'B-'], [60, 'C+'], [50, 'C'], [45, 'C-'], [40, 'D+'], [30, 'D'], [25, 'D-']];
  return table.find(([min]) => score >= min)?.[1] ?? 'F';
}

function gradeCsp(csp: string | undefined, https: boolean): [string, number] {
  if (!csp) return ['csp-not-implemented', -25];
  const d = directives(csp);
  const pick = (name: string) => d.get(name) ?? d.get('default-src') ?? [];
  const script = pick('script-src');
  const object = pick('object-src');
  const style = pick('style-src');
  const active = [...script, ...object];
  const hasHashOrNonce = script.some((v) => /^'(sha(256|384|512)-|nonce-)/.test(v));
  if (!d.has('default-src') && !d.has('script-src')) return ['csp-implemented-with-unsafe', -20];
  if (active.includes("'unsafe-inline'") && !hasHashOrNonce) return ['csp-implemented-with-unsafe-inline', -20];
  if (active.some((v) => v === '*' || v === 'http:' || v === 'https:' || v === 'data:')) return ['csp-implemented-with-unsafe', -20];
  if (https && active.some((v) => v.startsWith('http://'))) return ['csp-implemented-with-insecure-scheme', -20];
  if (active.includes("'unsafe-eval'")) return ['csp-implemented-with-unsafe-eval', -10];
  const passive = [...pick('img-src'), ...pick('media-src')];
  if (https && passive.some((v) => v === 'http:' || v.startsWith('http://'))) return ['csp-implemented-with-insecure-scheme-passive', -10];
  if (style.includes("'unsafe-inline'")) return ['csp-implemented-with-unsafe-inline-in-style-src-only', 0];
  if (d.get('default-src')?.join(' ') === "'none'") return ['csp-implemented-with-no-unsafe-default-src-none', 10];
  return ['csp-implemented-with-no-unsafe', 0];
}

/**
 * Grades one answer. `headers` lower-case (Playwright's), `html` the body (for the SRI test:
 * scripts from other origins need integrity), `origin` the page's own origin.
 */
export function gradeHeaders(headers: Record<string, string>, html: string, origin: string, https = false): Graded {
  const results: Graded['results'] = [];
  const add = (test: string, [result, modifier]: [string, number]) => results.push({ test, result, modifier });
  const csp = headers['content-security-policy'];
  add('content-security-policy', gradeCsp(csp, https));

  const setCookie = headers['set-cookie'];
  if (!setCookie) add('cookies', ['cookies-not-found', 0]);
  else if (https && setCookie.split('\n').some((c) => !/;\s*secure/i.test(c))) add('cookies', ['cookies-without-secure-flag', -20]);
  else add('cookies', ['cookies-secure-with-httponly-sessions', 0]);

  add('cross-origin-resource-sharing', headers['access-control-allow-origin'] === '*' ? ['cors-implemented-with-universal-access', -50] : ['cors-not-implemented', 0]);

  const referrer = (headers['referrer-policy'] ?? '').split(',').pop()!.trim().toLowerCase();
  if (!referrer) add('referrer-policy', ['referrer-policy-not-implemented', 0]);
  else if (['no-referrer', 'same-origin', 'strict-origin', 'strict-origin-when-cross-origin'].includes(referrer)) add('referrer-policy', ['referrer-policy-private', 5]);
  else add('referrer-policy', ['referrer-policy-unsafe', -5]);

  const hsts = headers['strict-transport-security'];
  if (!https) add('strict-transport-security', ['hsts-not-implemented-no-https', 0]);
  else if (!hsts) add('strict-transport-security', ['hsts-not-implemented', -20]);
  else {
    const age = Number(/max-age=(\d+)/i.exec(hsts)?.[1] ?? 0);
    add('strict-transport-security', age >= 15_768_000 ? ['hsts-implemented-max-age-at-least-six-months', 0] : ['hsts-implemented-max-age-less-than-six-months', -10]);
  }

  const foreign = [...html.matchAll(/<script\b[^>]*\bsrc\s*=\s*"([^"]+)"[^>]*>/gi)].filter((m) => {
    try {
      return new URL(m[1]!, origin).origin !== origin && !/\bintegrity=/.test(m[0]);
    } catch {
      return false;
    }
  });
  if (foreign.length === 0) add('subresource-integrity', ['sri-not-implemented-but-all-scripts-loaded-from-secure-origin', 0]);
  else add('subresource-integrity', https ? ['sri-not-implemented-but-external-scripts-loaded-securely', -5] : ['sri-not-implemented-and-external-scripts-not-loaded-securely', -50]);

  add('x-content-type-options', (headers['x-content-type-options'] ?? '').toLowerCase() === 'nosniff' ? ['x-content-type-options-nosniff', 0] : ['x-content-type-options-not-implemented', -5]);

  const ancestors = csp ? directives(csp).get('frame-ancestors') : undefined;
  const xfo = (headers['x-frame-options'] ?? '').toUpperCase();
  if (ancestors && !ancestors.includes('*')) add('x-frame-options', ['x-frame-options-implemented-via-csp', 5]);
  else if (xfo === 'DENY' || xfo === 'SAMEORIGIN') add('x-frame-options', ['x-frame-options-sameorigin-or-deny', 0]);
  else add('x-frame-options', ['x-frame-options-not-implemented', -20]);

  const base = 100 + results.filter((r) => r.modifier < 0).reduce((s, r) => s + r.modifier, 0);
  const bonus = base >= 90 ? results.filter((r) => r.modifier > 0).reduce((s, r) => s + r.modifier, 0) : 0;
  const score = Math.max(0, base + bonus);
  results.sort((a, b) => a.modifier - b.modifier);
  return { score, grade: gradeOf(score), results };
}
