/** Deterministic pseudo-random numbers (mulberry32) and helpers: the seeder and the run-time descriptions draw the same values. */
export type Rng = () => number;

export function mulberry32(seed: number): Rng {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** 32-bit FNV-1a hash of a string. */
export function hashString(s: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < s.length; i++) {
    h ^= s.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  return h >>> 0;
}

/** A generator for one entity: same (namespace, id) → same sequence, across runs. */
export function rngFor(namespace: string, id: number): Rng {
  return mulberry32(hashString(namespace) ^ Math.imul(id, 0x9e3779b1));
}

export function int(rng: Rng, min: number, max: number): number {
  return min + Math.floor(rng() * (max - min + 1));
}

export function pick<T>(rng: Rng, list: readonly T[]): T {
  return list[Math.floor(rng() * list.length)]!;
}

export function chance(rng: Rng, p: number): boolean {
  return rng() < p;
}

/** Picks `n` distinct elements (n ≤ list.length). */
export function sample<T>(rng: Rng, list: readonly T[], n: number): T[] {
  const copy = list.slice();
  const out: T[] = [];
  for (let i = 0; i < n && copy.length; i++) {
    out.push(copy.splice(Math.floor(rng() * copy.length), 1)[0]!);
  }
  return out;
}

/** Heavy-tailed count: most items small, a few very popular. */
export function popularity(rng: Rng, scale: number): number {
  const u = rng();
  return Math.floor(scale * Math.pow(u, 3) * 10 + scale * rng() * 0.5);
}
