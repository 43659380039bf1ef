/* eslint-disable @typescript-eslint/no-require-imports -- plain CommonJS, shared by jest and the scan runner */
// The production-log scan (issue 36.4, docs/security.md "Quiet logs"): after an end-to-end run,
// every secret the run produced — collected from the source of truth (the API's database, its SMS
// outbox, the fixtures' passwords), never from the log — and generic secret shapes are looked
// for in the servers' logs. A finding names the secret's kind, the file and the line, never the
// secret. CommonJS so jest and the runner (scripts/e2e-log-scan.mjs) share it.
'use strict';
const { createHash, createHmac } = require('node:crypto');
const fs = require('node:fs');
const path = require('node:path');

/** How the API stores random tokens: SHA-256, base64url (backend/src/services/account/passwords.ts `digest`). */
const digest = (value) => createHash('sha256').update(value).digest('base64url');

/** A signed download link's lifetime (backend/src/services/downloads/index.ts LINK_TTL_S). */
const LINK_TTL_S = 300;
/** At most this many expiries tried per (account, item) download row (one per second it was re-asked). */
const MAX_EXP_CANDIDATES = 2 * 3600;

/**
 * Keys whose value is a secret wherever they appear (`key=value` in a URL, `"key":"value"` in
 * JSON, a cookie): a value other than "[redacted]" is a finding even when the scan does not know
 * the secret (one a route adds later).
 */
const SECRET_KEY = /^(sig|signature|t|scene|sceneid|scene_id|ticket|st|tgt|nonce|binding|code|smscode|verifycode|password|newpassword|oldpassword|psw|pwd|passwd|token|[a-z_-]*token|secret|[a-z_-]*secret|sid|sessionid|api_sid|api_login|api_device|api_handoff|csrf|authorization|cookie|set-cookie)$/i;
const REDACTED = new Set(['[redacted]', '%5Bredacted%5D', '%5bredacted%5d', '']);
const KEY_VALUE = /(?:^|[?&;\s"'{,(])([A-Za-z][A-Za-z0-9_-]{0,40})=([^&\s"';,)#]*)/g;
const JSON_PAIR = /"([A-Za-z][A-Za-z0-9_-]{0,40})"\s*:\s*"((?:[^"\\]|\\.)*)"/g;
/** Tickets by their shape (CAS TGT/ST, hand-off `ST-`), whatever key or path carries them. */
const TICKET = /\b(?:TGT|ST)-[A-Za-z0-9_-]{20,}/;
const TOKEN = /[A-Za-z0-9_-]+/g;

function readTable(db, sql) {
  try {
    return db.prepare(sql).all();
  } catch {
    return []; // a table this schema version does not have
  }
}

/** Passwords the fixtures type: string literals with a letter and a digit on a line about a password. */
function fixturePasswords(dirs) {
  const found = new Set();
  const walk = (dir) => {
    if (!fs.existsSync(dir)) return;
    for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
      const file = path.join(dir, entry.name);
      if (entry.isDirectory()) walk(file);
      else if (/\.(ts|tsx|mjs|cjs|js)$/.test(entry.name)) {
        for (const line of fs.readFileSync(file, 'utf8').split('\n')) {
          if (!/pass(word)?|psw|pwd/i.test(line)) continue;
          for (const m of line.matchAll(/'([A-Za-z0-9!@#$%^&*_.-]{6,32})'/g)) if (/[A-Za-z]/.test(m[1]) && /\d/.test(m[1])) found.add(m[1]);
        }
      }
    }
  };
  for (const dir of dirs) walk(dir);
  return [...found];
}

/**
 * Every secret an API data directory says the run produced. `raw`: value → kind (stored as is);
 * `digests`: SHA-256 digest → kind (stored only as a digest: a log token is checked by hashing
 * it); `codes` and `phones`: digit strings matched as whole numbers; `phrases`: passwords, found
 * as substrings.
 */
function collectSecrets({ dataDir, accountSecret, passwordDirs = [], passwords = [] }) {
  const Database = require('better-sqlite3');
  const raw = new Map();
  const digests = new Map();
  const codes = new Map();
  const phones = new Map();
  const phrases = new Map();
  const put = (map, value, kind, min = 8) => {
    if (typeof value === 'string' && value.length >= min && !map.has(value)) map.set(value, kind);
  };
  const db = new Database(path.join(dataDir, 'catalogue.db'), { readonly: true, fileMustExist: true });
  try {
    for (const r of readTable(db, 'SELECT token_hash FROM login_sessions')) put(digests, r.token_hash, 'login session (api_login)');
    for (const r of readTable(db, 'SELECT secret_hash FROM device_bindings')) put(digests, r.secret_hash, 'device secret (api_device)');
    for (const r of readTable(db, 'SELECT token_hash FROM device_tokens')) put(digests, r.token_hash, 'device token');
    for (const r of readTable(db, 'SELECT ticket_hash, kind, binding FROM sso_tickets')) {
      put(digests, r.ticket_hash, r.binding ? 'hand-off ticket' : `CAS ${r.kind} ticket`);
      // The binding is the digest of the target browser's nonce (api_handoff), and names it.
      put(digests, r.binding, 'hand-off nonce (api_handoff)');
      put(raw, r.binding, 'hand-off binding');
    }
    for (const r of readTable(db, 'SELECT cashier_hash FROM orders WHERE cashier_hash IS NOT NULL')) put(digests, r.cashier_hash, "cashier order secret (t)");
    for (const r of readTable(db, 'SELECT session_id, sid, token_hash FROM slider_challenges')) {
      put(raw, r.session_id, 'slider session');
      put(raw, r.sid, 'visitor id (api_sid)');
      put(digests, r.token_hash, 'slider pass token');
    }
    for (const r of readTable(db, 'SELECT scene_id, sid, scanned_by FROM qr_logins')) {
      put(raw, r.scene_id, 'QR scene');
      put(raw, r.sid, 'visitor id (api_sid)');
      put(raw, r.scanned_by, 'visitor id (api_sid)');
    }
    for (const table of ['send_permits', 'source_visits']) for (const r of readTable(db, `SELECT sid FROM ${table}`)) put(raw, r.sid, 'visitor id (api_sid)');
    for (const r of readTable(db, 'SELECT DISTINCT device FROM search_votes')) if (/^[A-Za-z0-9_-]{16,}$/.test(r.device ?? '')) put(raw, r.device, 'visitor id (api_sid)');
    for (const r of readTable(db, 'SELECT DISTINCT device_id FROM visitor_locations UNION SELECT DISTINCT device_id FROM track_events WHERE device_id IS NOT NULL')) put(raw, r.device_id, 'device id');
    for (const r of readTable(db, 'SELECT phone FROM accounts UNION SELECT phone FROM creator_addresses UNION SELECT phone FROM sms_codes')) put(phones, r.phone, 'phone number', 11);
    // Signed download links: the HMAC of item, account and expiry, for every second a row was asked.
    if (accountSecret) {
      for (const r of readTable(db, 'SELECT account_id, item_id, first_at, last_at FROM downloads')) {
        const first = Math.floor(r.first_at / 1000) + LINK_TTL_S;
        const last = Math.min(Math.floor(r.last_at / 1000) + LINK_TTL_S, first + MAX_EXP_CANDIDATES);
        for (let exp = first; exp <= last; exp++) {
          put(raw, createHmac('sha256', accountSecret).update(`dl\u0000${r.item_id}\u0000${r.account_id}\u0000${exp}`).digest('base64url'), 'download signature (sig)');
        }
      }
    }
  } finally {
    db.close();
  }
  // The SMS outbox (production's, which the e2e API writes too): every code sent, with its phone.
  const outbox = path.join(dataDir, 'sms-outbox.log');
  if (fs.existsSync(outbox)) {
    for (const line of fs.readFileSync(outbox, 'utf8').split('\n')) {
      const m = /\[sms\] (\d{11}) \S+ code (\d{4,8})\b/.exec(line);
      if (!m) continue;
      put(phones, m[1], 'phone number', 11);
      put(codes, m[2], 'SMS code', 4);
    }
  }
  for (const p of [...passwords, ...fixturePasswords(passwordDirs)]) put(phrases, p, 'password', 6);
  return { raw, digests, codes, phones, phrases };
}

/** How many secrets of each kind were collected (printed with the scan, never the values). */
function secretCounts(secrets) {
  const counts = {};
  for (const map of [secrets.raw, secrets.digests, secrets.codes, secrets.phones, secrets.phrases]) for (const kind of map.values()) counts[kind] = (counts[kind] ?? 0) + 1;
  return counts;
}

function decode(text) {
  try {
    return decodeURIComponent(text);
  } catch {
    return text.replace(/%([0-9A-Fa-f]{2})/g, (_, h) => String.fromCharCode(parseInt(h, 16)));
  }
}

/** pino's own bookkeeping: request counters and the host name, never request data. */
const LOG_META = new Set(['reqId', 'hostname', 'level', 'time', 'pid']);

/** The strings of a log line the scan reads: every string value of a JSON line (less pino's own), else the line. */
function lineTexts(line) {
  const t = line.trim();
  if (t.startsWith('{')) {
    try {
      const out = [];
      const walk = (v) => {
        if (typeof v === 'string') out.push(v);
        else if (v && typeof v === 'object') for (const [k, x] of Object.entries(v)) if (!LOG_META.has(k)) walk(x);
      };
      walk(JSON.parse(t));
      return out;
    } catch {
      /* not JSON after all */
    }
  }
  return [line];
}

/** Generic shapes: a secret-named key with a value, a ticket-shaped token. Returns kinds. */
function genericFindings(text) {
  const kinds = new Set();
  for (const m of text.matchAll(KEY_VALUE)) if (SECRET_KEY.test(m[1]) && !REDACTED.has(m[2])) kinds.add(`value of "${m[1]}="`);
  for (const m of text.matchAll(JSON_PAIR)) if (SECRET_KEY.test(m[1]) && !REDACTED.has(m[2])) kinds.add(`value of "${m[1]}"`);
  if (TICKET.test(text)) kinds.add('ticket-shaped token (TGT-/ST-)');
  return kinds;
}

/** A scanner over the collected secrets: `scanText(text)` → the kinds of secret found in it. */
function createScanner(secrets) {
  const rawLengths = [...new Set([...secrets.raw.keys()].map((v) => v.length).filter((n) => n >= 20))];
  const hashed = new Map();
  const digestKind = (token) => {
    if (token.length < 16 || secrets.digests.size === 0) return undefined;
    let d = hashed.get(token);
    if (d === undefined) {
      d = digest(token);
      if (hashed.size < 200_000) hashed.set(token, d);
    }
    return secrets.digests.get(d);
  };
  return function scanText(text) {
    const kinds = genericFindings(text);
    const decoded = decode(text);
    for (const t of decoded === text ? [text] : [text, decoded]) {
      for (const [m] of t.matchAll(TOKEN)) {
        const hit = secrets.raw.get(m) ?? digestKind(m);
        if (hit) kinds.add(hit);
        // A long secret inside a longer token (glued to another value).
        for (const len of rawLengths) {
          if (m.length <= len) continue;
          for (let i = 0; i + len <= m.length; i++) {
            const inner = secrets.raw.get(m.slice(i, i + len));
            if (inner) kinds.add(inner);
          }
        }
        // Numbers: a code is a whole token (a 6-digit run inside a longer token is an id's
        // piece); a phone any run of its 11 digits.
        const code = secrets.codes.get(m);
        if (code) kinds.add(code);
        if (m.length >= 11) for (const [run] of m.matchAll(/\d{11,}/g)) {
          const k = secrets.phones.get(run);
          if (k) kinds.add(k);
        }
      }
      for (const [phrase, kind] of secrets.phrases) if (t.includes(phrase)) kinds.add(kind);
    }
    return kinds;
  };
}

const EMPTY = { raw: new Map(), digests: new Map(), codes: new Map(), phones: new Map(), phrases: new Map() };

/**
 * Scans a log's text: one finding per line and kind, `{ kind, line }` (1-based), never the secret.
 * `requestLines` counts the request log lines seen (a scan of an empty log proves nothing).
 */
function scanLog(text, secrets = EMPTY) {
  const scanText = createScanner(secrets);
  const findings = [];
  let requestLines = 0;
  const lines = text.split('\n');
  for (let i = 0; i < lines.length; i++) {
    const line = lines[i];
    if (!line) continue;
    if (line.includes('"req":{')) requestLines += 1;
    const kinds = genericFindings(line);
    for (const s of lineTexts(line)) for (const k of scanText(s)) kinds.add(k);
    for (const kind of kinds) findings.push({ kind, line: i + 1 });
  }
  return { findings, requestLines, lines: lines.length };
}

/** One line per kind: "QR scene: api.log lines 12, 40 (+3 more)". */
function describeFindings(file, findings) {
  const byKind = new Map();
  for (const f of findings) byKind.set(f.kind, [...(byKind.get(f.kind) ?? []), f.line]);
  return [...byKind].map(([kind, lines]) => `${kind}: ${file} line${lines.length > 1 ? 's' : ''} ${lines.slice(0, 10).join(', ')}${lines.length > 10 ? ` (+${lines.length - 10} more)` : ''}`);
}

module.exports = { collectSecrets, secretCounts, scanLog, describeFindings, fixturePasswords, digest, SECRET_KEY };
