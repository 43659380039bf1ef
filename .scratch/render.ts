import sharp from 'sharp';
import { poolImage, THEMES } from '/work/main/backend/src/images/pool';
import { poolSvg } from '/work/main/backend/src/images/svg';
(async () => {
  const tiles: { input: Buffer; left: number; top: number }[] = [];
  let t0 = Date.now();
  for (const [ti, theme] of THEMES.entries()) {
    for (let k = 0; k < 4; k++) {
      const img = poolImage(theme, k * 3 + 1);
      const buf = await sharp(Buffer.from(poolSvg(img))).resize(240, 180, { fit: 'contain', background: '#fff' }).png().toBuffer();
      tiles.push({ input: buf, left: k * 245, top: ti * 185 });
    }
  }
  console.log('ms', Date.now() - t0);
  await sharp({ create: { width: 980, height: 1850, channels: 3, background: '#888' } }).composite(tiles).png().toFile('/tmp/contact.png');
  t0 = Date.now();
  const big = await sharp(Buffer.from(poolSvg(poolImage('interior', 5)))).jpeg({ quality: 85 }).toBuffer();
  console.log('full interior ms', Date.now() - t0, big.length);
})();
