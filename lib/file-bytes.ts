/* A browser file's bytes and their SHA-256: the case upload hashes its pictures with it, image search its query picture. */

/** The bytes of a Blob (arrayBuffer() where there is one, else FileReader, which every browser has). */
export async function readBytes(blob: Blob): Promise<Uint8Array> {
  if (typeof blob.arrayBuffer === 'function') return new Uint8Array(await blob.arrayBuffer());
  return new Promise((resolve, reject) => {
    const r = new FileReader();
    r.onload = () => resolve(new Uint8Array(r.result as ArrayBuffer));
    r.onerror = () => reject(r.error);
    r.readAsArrayBuffer(blob);
  });
}

/** SHA-256 of a file, hex (SPEC §7: pictures are hashed in the browser); the key of a resumable upload. */
export async function fileSha256(file: Blob): Promise<string> {
  const bytes = Uint8Array.from(await readBytes(file));
  const digest = await crypto.subtle.digest('SHA-256', bytes);
  return Array.from(new Uint8Array(digest), (b) => b.toString(16).padStart(2, '0')).join('');
}
