/** Leading zero bits of a digest. */
function zeroBits(bytes: Uint8Array): number {
  let bits = 0;
  for (const byte of bytes) {
    if (byte === 0) {
      bits += 8;
      continue;
    }
    return bits + Math.clz32(byte) - 24;
  }
  return bits;
}

const BATCH = 256;

/**
 * The slider's proof of work (docs/security.md): a nonce whose SHA-256 of `${salt}:${nonce}`
 * starts with `bits` zero bits. WebCrypto digests in batches, yielding between them so the page
 * stays responsive while the person drags; null when WebCrypto is missing or it is cancelled.
 */
export async function solveProofOfWork(salt: string, bits: number, signal?: AbortSignal): Promise<string | null> {
  const subtle = globalThis.crypto?.subtle;
  if (!subtle) return null;
  const encoder = new TextEncoder();
  for (let start = 0; start < 1 << 26; start += BATCH) {
    if (signal?.aborted) return null;
    const nonces = Array.from({ length: BATCH }, (_, i) => (start + i).toString(36));
    const digests = await Promise.all(nonces.map((n) => subtle.digest('SHA-256', encoder.encode(`${salt}:${n}`))));
    const hit = digests.findIndex((d) => zeroBits(new Uint8Array(d)) >= bits);
    if (hit >= 0) return nonces[hit]!;
    await new Promise((resolve) => setTimeout(resolve, 0));
  }
  return null;
}
