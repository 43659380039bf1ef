// A byte bound for Next's data cache on disk (`.next/cache/fetch-cache`): every API answer a
// page render fetched is one file there, keyed by a hash of the request, so each new search
// keyword or unknown detail id added ~20 KB that nothing ever deleted (issue 36). This keeps an
// index of the files (rebuilt from the directory on first use, oldest first), marks a file used
// when it is read or written, and deletes the least recently used files while the total is over
// SITE_FETCH_CACHE_MB (256). A deleted entry is simply a cache miss: the next render fetches it
// again (and Next's in-memory LRU, bounded by cacheMaxMemorySize, may still hold it).
'use strict';
/* eslint-disable @typescript-eslint/no-require-imports -- CommonJS, loaded by Next at run time */
const fs = require('node:fs/promises');
const path = require('node:path');
/* eslint-enable @typescript-eslint/no-require-imports */

const MB = 1024 * 1024;
// Next's data-cache keys are SHA-256 hashes: only those files are counted and evicted (anything
// else Next may keep in the directory is left alone).
const FETCH_KEY = /^[0-9a-f]{64}$/;

function maxBytesFromEnv(value) {
  const n = Number(value);
  return (Number.isFinite(n) && n > 0 ? n : 256) * MB;
}

class FetchCacheBound {
  constructor(maxBytes) {
    this.maxBytes = maxBytes;
    /** file → bytes, least recently used first. */
    this.index = new Map();
    this.total = 0;
    this.dir = null;
    this.ready = null;
    this.evicting = Promise.resolve();
  }

  /** Scans the directory once: files by modification time, oldest first. */
  init(dir) {
    if (this.ready && this.dir === dir) return this.ready;
    this.dir = dir;
    this.index.clear();
    this.total = 0;
    this.ready = (async () => {
      const names = await fs.readdir(dir).catch(() => []);
      const files = [];
      for (const name of names) {
        if (!FETCH_KEY.test(name)) continue;
        const file = path.join(dir, name);
        const st = await fs.stat(file).catch(() => null);
        if (st && st.isFile()) files.push({ file, size: st.size, mtime: st.mtimeMs });
      }
      files.sort((a, b) => a.mtime - b.mtime);
      for (const f of files) this.note(f.file, f.size);
    })();
    return this.ready;
  }

  note(file, size) {
    this.total += size - (this.index.get(file) || 0);
    this.index.delete(file);
    this.index.set(file, size);
  }

  /** A read hit: the file is recently used. */
  async touch(file) {
    await this.init(path.dirname(file));
    const size = this.index.get(file);
    if (size !== undefined) this.note(file, size);
  }

  /** A write: counts the file and evicts the least recently used ones while over the bound. */
  async written(file) {
    if (!FETCH_KEY.test(path.basename(file))) return;
    await this.init(path.dirname(file));
    const st = await fs.stat(file).catch(() => null);
    if (!st) return;
    this.note(file, st.size);
    // One eviction pass at a time (concurrent renders write concurrently).
    this.evicting = this.evicting.then(() => this.evict(file));
    await this.evicting;
  }

  async evict(keep) {
    for (const [file, size] of this.index) {
      if (this.total <= this.maxBytes) break;
      if (file === keep) continue;
      this.index.delete(file);
      this.total -= size;
      await fs.unlink(file).catch(() => undefined);
    }
  }
}

/** The process's one bound (Next creates a cache handler per request; the files are shared). */
const fetchCacheBound = new FetchCacheBound(maxBytesFromEnv(process.env.SITE_FETCH_CACHE_MB));

module.exports = { FetchCacheBound, fetchCacheBound, maxBytesFromEnv };
