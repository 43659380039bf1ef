// A cookie-keeping API client for the benchmarks that behaves like the site's script: it fetches
// the API's cookies first and echoes the CSRF token on every call.

/** `request` answers the raw response; `data` the envelope's data, throwing on errorCode ≠ 0. */
export function apiClient(base) {
  const jar = new Map();
  async function request(method, p, body, form = false) {
    const headers = {};
    if (!jar.has('csrf_token') && p !== '/activity/group/time') await request('GET', '/activity/group/time');
    if (jar.has('csrf_token')) headers['x-csrf-token'] = jar.get('csrf_token');
    if (jar.size) headers.cookie = [...jar].map(([k, v]) => `${k}=${v}`).join('; ');
    let payload;
    if (Buffer.isBuffer(body)) {
      headers['content-type'] = 'application/octet-stream';
      payload = body;
    } else if (body !== undefined) {
      headers['content-type'] = form ? 'application/x-www-form-urlencoded' : 'application/json';
      payload = form ? new URLSearchParams(body).toString() : JSON.stringify(body);
    }
    const res = await fetch(base + p, { method, headers, body: payload, redirect: 'manual' });
    for (const line of res.headers.getSetCookie()) {
      const [pair] = line.split(';');
      const i = pair.indexOf('=');
      const value = pair.slice(i + 1).trim();
      if (/max-age=0/i.test(line) || !value) jar.delete(pair.slice(0, i).trim());
      else jar.set(pair.slice(0, i).trim(), value);
    }
    const text = await res.text();
    return { status: res.status, text, json: () => JSON.parse(text) };
  }
  async function data(method, p, body) {
    const res = await request(method, p, body);
    const env = res.json();
    if (env.error.errorCode !== 0) throw new Error(`${method} ${p} → ${res.status} ${env.error.errorCode} ${env.error.message}`);
    return env.data;
  }
  /** The jar's Cookie header (a download link works only with its owner's login cookie). */
  const cookie = () => [...jar].map(([k, v]) => `${k}=${v}`).join('; ');
  return { request, data, cookie };
}
