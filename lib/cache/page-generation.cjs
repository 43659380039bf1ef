// A process-wide count of page revalidations. The page cache handlers (page-cache-handler.cjs,
// shared-cache.cjs) raise it on every revalidateTag — revalidatePath arrives there too, as the
// path's implicit tag — and the site server's micro-cache of finished answers
// (micro-cache.cjs) drops every answer stored under an older count. It lives on
// globalThis: Next loads the cache handler through its own require, the server script through
// Node's, and both must see one counter.
const KEY = Symbol.for('design-site.page-generation');

function pageGeneration() {
  return globalThis[KEY] ?? 0;
}

function bumpPageGeneration() {
  globalThis[KEY] = pageGeneration() + 1;
}

module.exports = { bumpPageGeneration, pageGeneration };
