import sharp from 'sharp';
const base = 'http://127.0.0.1:4010';
const [path, out] = process.argv.slice(2);
const r = await (await fetch(base + path)).json();
const d = r.data;
const imgs = d.list ? d.list.slice(0, 24).map((i) => [i.cover.url, i.title]) : d.images.map((i) => [i.url, d.title]);
const T = 200; const tiles = [];
let i = 0;
for (const [url, title] of imgs) {
  const buf = Buffer.from(await (await fetch(url.replace('localhost', '127.0.0.1') + '?x-oss-process=image/resize,m_fill,w_200,h_200')).arrayBuffer());
  tiles.push({ input: buf, left: (i % 6) * T, top: Math.floor(i / 6) * T });
  console.log(i, title); i++;
}
await sharp({ create: { width: 6 * T, height: Math.ceil(i / 6) * T, channels: 3, background: '#fff' } }).composite(tiles).png().toFile(out);
