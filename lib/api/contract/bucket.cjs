/**
 * The experiment bucket of a device (docs/experiments.md "One hash, three places"): the API
 * (backend/src/services/groups.ts), the site's edge (proxy.ts through components/experiments) and
 * the browser (experiment_id) all assign a group value with this one function, so the variant the
 * edge renders on a visitor's first page is the value the API answers later and the value every
 * event reports. Salt: the group name, so two experiments split one device independently.
 *
 * Hash: 32-bit FNV-1a over the UTF-16 code units of `${group}\u0000${key}`, then murmur3's final
 * mix (fmix32) so the low bits — the ones `% variants` reads — depend on every input bit. It is
 * synchronous and dependency-free on purpose: the edge and the browser need it before anything
 * loads (Web Crypto's SHA-256 is asynchronous), and it is not a security boundary.
 *
 * Plain CommonJS so the site server (lib/server/home-visit.cjs, which keys the home's micro-cache
 * by variant) runs this very code too; TypeScript reads its types from bucket.d.cts.
 *
 * @param {string} key @param {string} group @param {number} variants @returns {string}
 */
function bucket(key, group, variants) {
  const text = `${group}\u0000${key}`;
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  h ^= h >>> 16;
  h = Math.imul(h, 0x85ebca6b);
  h ^= h >>> 13;
  h = Math.imul(h, 0xc2b2ae35);
  h ^= h >>> 16;
  const n = Number.isInteger(variants) && variants > 0 ? variants : 1;
  return String((h >>> 0) % n);
}

module.exports = { bucket };
