const A = 'http://127.0.0.1:4316';
const keys = ['interior/005', 'interior/031', 'architecture/012', 'landscape/003', 'product/007', 'texture/010'];
const pics = await Promise.all(keys.map(async (k) => new Blob([await (await fetch(`${A}/oss/pool/${k}.jpg?x-oss-process=image/resize,w_800`)).arrayBuffer()], { type: 'image/jpeg' })));
for (const [label, extra] of [['hide', {}], ['show', { hideDuplicates: '0' }], ['crop', { crop: '0.1,0.1,0.6,0.6' }]]) {
  const t = [];
  const server = [];
  for (let i = 0; i < 12; i++) {
    const f = new FormData();
    for (const [k, v] of Object.entries(extra)) f.append(k, v);
    f.append('file', pics[i % pics.length], 'a.jpg');
    const s = performance.now();
    const r = await (await fetch(`${A}/case/api/search/similar`, { method: 'POST', body: f })).json();
    t.push(performance.now() - s);
    server.push(r.data.tookMs);
  }
  t.sort((a, b) => a - b); server.sort((a, b) => a - b);
  console.log(label, 'http p50', t[6].toFixed(0), 'max', t[11].toFixed(0), 'server p50', server[6], 'max', server[11]);
}
