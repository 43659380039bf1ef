import fs from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import type { UploadedPicture, UploadSession } from '../../lib/api/contract/upload';
import { Browser, demoLogin, expectRefused, members } from './helpers/account-browser';
import { serverForFile } from './helpers/server';
import { fakeExe, noisePicture, sha256, upload, zeroPng } from './helpers/uploads';

const s = serverForFile({ seedSize: 500 });

const member = members(() => s.base, '1392020');

describe('picture upload', () => {
  it('uploads in chunks, re-encodes to JPEG and serves the picture through /oss with processing', async () => {
    const b = await member();
    const file = await noisePicture(1600, 1000, 7, 'png');
    const { init, done } = await upload(b, file, 'living-room.png', 'image/png');
    expect(init.status).toBe(200);
    expect(init.body.data).toMatchObject({ received: 0, size: file.length, chunkSize: 1024 * 1024, picture: null, name: 'living-room.png' });
    expect(done.status).toBe(200);
    const pic = done.body.data;
    expect(pic).toMatchObject({ width: 1600, height: 1000, sha256: sha256(file), name: 'living-room.png' });
    expect(pic.key).toMatch(/^up\/[0-9a-f]{2}\/[0-9a-f]{32}-1600x1000\.jpg$/);
    expect(pic.url).toBe(`http://localhost:4000/oss/${pic.key}`);
    const served = await fetch(`${s.base}/oss/${pic.key}`);
    expect(served.status).toBe(200);
    expect(served.headers.get('content-type')).toBe('image/jpeg');
    const small = await fetch(`${s.base}/oss/${pic.key}?x-oss-process=image/resize,w_200`);
    expect((await sharp(Buffer.from(await small.arrayBuffer())).metadata()).width).toBe(200);
    // Stored under the API's data dir, nowhere else.
    expect(fs.existsSync(path.join(s.dataDir, 'oss', ...pic.key.split('/')))).toBe(true);
  });

  it('resumes an interrupted upload from the received offset and never re-sends a finished file', async () => {
    const b = await member();
    const file = await noisePicture(2400, 1800, 11);
    expect(file.length).toBeGreaterThan(1024 * 1024);
    const body = { name: 'big.jpg', size: file.length, type: 'image/jpeg', sha256: sha256(file) };
    const first = (await b.post<UploadSession>('/case/api/upload/init', body)).body.data;
    const { uploadId, chunkSize } = first;
    const sent = await b.post<UploadSession>(`/case/api/upload/chunk?uploadId=${uploadId}&offset=0`, file.subarray(0, chunkSize));
    expect(sent.body.data.received).toBe(chunkSize);
    // "Reload": the same file asks again and gets the same upload, positioned after the first chunk.
    const again = (await b.post<UploadSession>('/case/api/upload/init', body)).body.data;
    expect(again).toMatchObject({ uploadId, received: chunkSize });
    expect((await b.get<UploadSession>(`/case/api/upload/status?uploadId=${uploadId}`)).body.data.received).toBe(chunkSize);
    // A stale offset is refused with the offset to continue from.
    const stale = await b.post(`/case/api/upload/chunk?uploadId=${uploadId}&offset=0`, file.subarray(0, chunkSize));
    expectRefused(stale, 409, 45002);
    expect(stale.body.error.message).toContain(String(chunkSize));
    // Completing early says what is missing.
    expectRefused(await b.post('/case/api/upload/complete', { uploadId }), 409, 45011);
    let received = chunkSize;
    while (received < file.length) received = (await b.post<UploadSession>(`/case/api/upload/chunk?uploadId=${uploadId}&offset=${received}`, file.subarray(received, received + chunkSize))).body.data.received;
    const done = await b.post<UploadedPicture>('/case/api/upload/complete', { uploadId });
    expect(done.status).toBe(200);
    expect((await b.post<UploadedPicture>('/case/api/upload/complete', { uploadId })).body.data.pictureId).toBe(done.body.data.pictureId);
    const later = (await b.post<UploadSession>('/case/api/upload/init', body)).body.data;
    expect(later.received).toBe(file.length);
    expect(later.picture?.pictureId).toBe(done.body.data.pictureId);
  });

  it('verifies the SHA-256 at completion and starts that file over when it does not match', async () => {
    const b = await member();
    const file = await noisePicture(800, 600, 3);
    const init = (await b.post<UploadSession>('/case/api/upload/init', { name: 'a.jpg', size: file.length, type: 'image/jpeg', sha256: sha256(Buffer.from('something else')) })).body.data;
    await b.post(`/case/api/upload/chunk?uploadId=${init.uploadId}&offset=0`, file);
    expectRefused(await b.post('/case/api/upload/complete', { uploadId: init.uploadId }), 400, 45003);
    expect((await b.get<UploadSession>(`/case/api/upload/status?uploadId=${init.uploadId}`)).body.data.received).toBe(0);
  });

  it('refuses huge, empty and oversized chunks with clear messages', async () => {
    const b = await member();
    const huge = await b.post('/case/api/upload/init', { name: 'huge.jpg', size: 20 * 1024 * 1024 + 1, type: 'image/jpeg', sha256: 'a'.repeat(64) });
    expectRefused(huge, 413, 45010);
    expect(huge.body.error.message).toBe('图片不能超过 20 MB');
    const empty = await b.post('/case/api/upload/init', { name: 'empty.jpg', size: 0, type: 'image/jpeg', sha256: sha256(Buffer.alloc(0)) });
    expectRefused(empty, 400);
    expect(empty.body.error.message).toContain('文件为空');
    expectRefused(await b.post('/case/api/upload/init', { name: 'x.gif', size: 10, type: 'image/gif', sha256: 'a'.repeat(64) }), 400);
    expectRefused(await b.post('/case/api/upload/init', { name: 'x.jpg', size: 10, type: 'image/jpeg', sha256: 'not-a-hash' }), 400);
    const file = await noisePicture(1400, 1400, 5);
    const init = (await b.post<UploadSession>('/case/api/upload/init', { name: 'x.jpg', size: file.length, type: 'image/jpeg', sha256: sha256(file) })).body.data;
    expectRefused(await b.post(`/case/api/upload/chunk?uploadId=${init.uploadId}&offset=0`, Buffer.alloc(1024 * 1024 + 2048)), 413);
    expectRefused(await b.post(`/case/api/upload/chunk?uploadId=${init.uploadId}&offset=0`, { not: 'bytes' }), 415);
    expectRefused(await b.post(`/case/api/upload/chunk?uploadId=${'0'.repeat(32)}&offset=0`, Buffer.alloc(10)), 404, 45004);
    expectRefused(await b.post(`/case/api/upload/chunk?uploadId=../../etc&offset=0`, Buffer.alloc(10)), 400);
  });

  it('judges the type by the bytes: an .exe named .jpg and a 0×0 PNG are refused, nothing is stored', async () => {
    const b = await member();
    const exe = await upload(b, fakeExe(), 'holiday.jpg', 'image/jpeg');
    expectRefused(exe.done, 400, 45001);
    expect(exe.done.body.error.message).toContain('只支持 JPG、PNG、WebP');
    const zero = await upload(b, zeroPng(), 'zero.png', 'image/png');
    expectRefused(zero.done, 400, 45001);
    expect(zero.done.body.error.message).toBe('图片宽高必须大于0');
    // A JPEG declared as PNG is fine: the bytes decide.
    const jpeg = await upload(b, await noisePicture(640, 480, 9), 'really-a-jpeg.png', 'image/png');
    expect(jpeg.done.status).toBe(200);
    // A refused file leaves nothing behind: neither its session nor its partial bytes.
    for (const refused of [exe, zero]) {
      const { uploadId } = refused.init.body.data;
      expectRefused(await b.get(`/case/api/upload/status?uploadId=${uploadId}`), 404, 45004);
      expect(fs.existsSync(path.join(s.dataDir, 'uploads', 'tmp', `${uploadId}.part`))).toBe(false);
    }
  });

  it('generates the stored name: a path-traversal file name is shown harmlessly and never reaches the disk', async () => {
    const b = await member();
    const { done } = await upload(b, await noisePicture(700, 500, 21), '../../../etc/passwd<script>.jpg');
    expect(done.status).toBe(200);
    expect(done.body.data.name).toBe('passwdscript.jpg');
    expect(done.body.data.key).not.toContain('passwd');
    expect(fs.existsSync(path.join(s.dataDir, '..', 'etc'))).toBe(false);
    expect((await fetch(`${s.base}/oss/up/../../api.db`)).status).toBe(404);
    expect((await fetch(`${s.base}/oss/up/ab/${'0'.repeat(32)}-10x10.jpg`)).status).toBe(404);
  });

  it('turns a picture upright by its EXIF orientation and keeps no metadata', async () => {
    const b = await member();
    const raw = await noisePicture(900, 600, 31);
    const withExif = await sharp(raw).withMetadata({ orientation: 6, exif: { IFD0: { Copyright: 'secret-gps-owner' } } }).jpeg().toBuffer();
    expect((await sharp(withExif).metadata()).orientation).toBe(6);
    const { done } = await upload(b, withExif);
    expect(done.body.data).toMatchObject({ width: 600, height: 900 });
    const body = Buffer.from(await (await fetch(`${s.base}/oss/${done.body.data.key}`)).arrayBuffer());
    const meta = await sharp(body).metadata();
    expect(meta.exif).toBeUndefined();
    expect(meta.orientation).toBeUndefined();
    expect(body.includes(Buffer.from('secret-gps-owner'))).toBe(false);
  });

  it('needs a login, the CSRF header, and an account allowed to upload; uploads are per account', async () => {
    const visitor = new Browser(s.base);
    expectRefused(await visitor.post('/case/api/upload/init', { name: 'a.jpg', size: 10, type: 'image/jpeg', sha256: 'a'.repeat(64) }), 401);
    const b = await member();
    const noHeader = new Browser(s.base, false);
    for (const [k, v] of b.cookies) noHeader.cookies.set(k, v);
    expectRefused(await noHeader.post('/case/api/upload/init', { name: 'a.jpg', size: 10, type: 'image/jpeg', sha256: 'a'.repeat(64) }), 403, 40300);
    const file = await noisePicture(640, 480, 41);
    const init = (await b.post<UploadSession>('/case/api/upload/init', { name: 'a.jpg', size: file.length, type: 'image/jpeg', sha256: sha256(file) })).body.data;
    const other = await member();
    expectRefused(await other.get(`/case/api/upload/status?uploadId=${init.uploadId}`), 404, 45004);
    expectRefused(await other.post(`/case/api/upload/chunk?uploadId=${init.uploadId}&offset=0`, file), 404, 45004);
    // The demo member banned from uploading (SPEC §6).
    const banned = await demoLogin(s.base, '13800000003');
    const refused = await banned.post('/case/api/upload/init', { name: 'a.jpg', size: 10, type: 'image/jpeg', sha256: 'a'.repeat(64) });
    expectRefused(refused, 403, 45009);
  });
});

describe('re-encoding capacity', () => {
  it('five uploads completing at once all succeed (they queue for the two re-encoding slots)', async () => {
    const b = await member();
    const files = await Promise.all([1, 2, 3, 4, 5].map((i) => noisePicture(900, 700, 300 + i)));
    const done = await Promise.all(files.map((f, i) => upload(b, f, `parallel-${i}.jpg`)));
    expect(done.map((d) => d.done.status)).toEqual([200, 200, 200, 200, 200]);
    expect(new Set(done.map((d) => d.done.body.data.pictureId)).size).toBe(5);
  });
});
