import Database from 'better-sqlite3';
import sharp from 'sharp';
import { migrate } from './src/db/migrations';
import { seedCatalogue } from './src/db/seed';
import { parsePoolKey } from './src/images/pool';
import { poolSvg } from './src/images/svg';
(async () => {
  const db = new Database(':memory:');
  migrate(db, 1);
  seedCatalogue(db, 2000, Date.now());
  const where = process.argv[2] ?? "classify_id = 30101";
  const rows = db.prepare(`SELECT id, title, cover_key FROM items WHERE ${where} LIMIT 30`).all() as any[];
  const T = 220; const tiles: sharp.OverlayOptions[] = [];
  let i = 0;
  for (const r of rows) {
    const img = parsePoolKey(r.cover_key)!;
    const png = await sharp(Buffer.from(poolSvg(img)), { density: 20 }).resize(T, T, { fit: 'cover' }).png().toBuffer();
    tiles.push({ input: png, left: (i % 6) * T, top: Math.floor(i / 6) * T });
    console.log(i, r.id, r.title, r.cover_key); i++;
  }
  await sharp({ create: { width: 6 * T, height: Math.ceil(i / 6) * T, channels: 3, background: '#fff' } }).composite(tiles).png().toFile(process.argv[3] ?? '/tmp/items.png');
})();
