// A bare Chrome DevTools Protocol driver for benches that measure a page's own main-thread work.
// Playwright (and Puppeteer) enable the Network domain on every page, which makes the renderer
// report every request it sends; that instrumentation costs main-thread time a visitor's browser
// never spends, and a bench of beacon requests would count it. This opens Chromium with only
// the domains a bench asks for. Loopback only: pages are served by the bench's own server.
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import WebSocket from 'ws';
import { CHROMIUM } from '../lib/setup.mjs';

/**
 * Starts headless Chromium and connects to it. `hostRules` maps host names to loopback
 * (`MAP bench.localhost 127.0.0.1`). Returns { send, on, newPage, close }.
 */
export async function launchChromium({ executablePath = CHROMIUM, hostRules = '' } = {}) {
  const profile = mkdtempSync(path.join(os.tmpdir(), 'bench-cdp-'));
  const args = ['--headless=new', '--no-sandbox', '--disable-gpu', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--remote-debugging-port=0', `--user-data-dir=${profile}`, '--window-size=1280,900'];
  if (hostRules) args.push(`--host-resolver-rules=${hostRules}`);
  const child = spawn(executablePath, [...args, 'about:blank'], { stdio: ['ignore', 'ignore', 'pipe'] });
  const wsUrl = await new Promise((resolve, reject) => {
    let err = '';
    const timer = setTimeout(() => reject(new Error(`Chromium did not start: ${err.slice(-500)}`)), 30_000);
    child.stderr.on('data', (d) => {
      err += d;
      const m = /DevTools listening on (ws:\/\/\S+)/.exec(err);
      if (m) {
        clearTimeout(timer);
        resolve(m[1]);
      }
    });
    child.on('exit', (code) => reject(new Error(`Chromium exited (${code}): ${err.slice(-500)}`)));
  });
  const ws = new WebSocket(wsUrl, { perMessageDeflate: false, maxPayload: 512 * 1024 * 1024 });
  await new Promise((resolve, reject) => {
    ws.once('open', resolve);
    ws.once('error', reject);
  });
  let nextId = 1;
  const pending = new Map();
  const listeners = new Set();
  ws.on('message', (data) => {
    const msg = JSON.parse(data.toString());
    if (msg.id && pending.has(msg.id)) {
      const { resolve, reject, method } = pending.get(msg.id);
      pending.delete(msg.id);
      if (msg.error) reject(new Error(`${method}: ${msg.error.message}`));
      else resolve(msg.result);
    } else if (msg.method) for (const l of listeners) l(msg);
  });
  /** A command to the browser (no session) or to a page's session. */
  const send = (method, params = {}, sessionId) =>
    new Promise((resolve, reject) => {
      const id = nextId++;
      pending.set(id, { resolve, reject, method });
      ws.send(JSON.stringify({ id, method, params, ...(sessionId ? { sessionId } : {}) }));
    });
  /** Waits for one event (optionally of a session, matching `test`). */
  const once = (method, { sessionId, test = () => true, timeout = 60_000 } = {}) =>
    new Promise((resolve, reject) => {
      const timer = setTimeout(() => {
        listeners.delete(l);
        reject(new Error(`no ${method} within ${timeout} ms`));
      }, timeout);
      const l = (msg) => {
        if (msg.method !== method || (sessionId && msg.sessionId !== sessionId) || !test(msg.params)) return;
        clearTimeout(timer);
        listeners.delete(l);
        resolve(msg.params);
      };
      listeners.add(l);
    });

  /** A page in a fresh browser context (its own storage), navigated to `url` and loaded. */
  const newPage = async (url) => {
    const { browserContextId } = await send('Target.createBrowserContext');
    const { targetId } = await send('Target.createTarget', { url: 'about:blank', browserContextId });
    const { sessionId } = await send('Target.attachToTarget', { targetId, flatten: true });
    const page = {
      send: (method, params) => send(method, params, sessionId),
      /** The value of a page expression (awaited when it is a promise). */
      evaluate: async (expression) => {
        const r = await send('Runtime.evaluate', { expression, awaitPromise: true, returnByValue: true }, sessionId);
        if (r.exceptionDetails) throw new Error(`page: ${r.exceptionDetails.exception?.description ?? r.exceptionDetails.text}`);
        return r.result.value;
      },
      close: () => send('Target.disposeBrowserContext', { browserContextId }),
    };
    await page.send('Page.enable');
    const loaded = once('Page.loadEventFired', { sessionId });
    await page.send('Page.navigate', { url });
    await loaded;
    await page.send('Page.disable');
    return page;
  };

  /** Records a trace of the whole browser while `fn` runs; returns its JSON text. */
  const trace = async (categories, fn) => {
    await send('Tracing.start', { categories: categories.join(','), transferMode: 'ReturnAsStream' });
    await fn();
    const done = once('Tracing.tracingComplete');
    await send('Tracing.end');
    const { stream } = await done;
    let text = '';
    for (;;) {
      const chunk = await send('IO.read', { handle: stream, size: 1 << 20 });
      text += chunk.base64Encoded ? Buffer.from(chunk.data, 'base64').toString('utf8') : chunk.data;
      if (chunk.eof) break;
    }
    await send('IO.close', { handle: stream });
    return text;
  };

  const close = async () => {
    try {
      await send('Browser.close');
    } catch {
      /* already gone */
    }
    ws.close();
    await new Promise((r) => (child.exitCode !== null ? r() : child.once('exit', r)));
    rmSync(profile, { recursive: true, force: true });
  };
  return { send, once, newPage, trace, close };
}
