import { delay, http, HttpResponse } from 'msw';
import type { CaseRecord, PictureCheck, UploadSession } from '@/lib/api/contract/upload';
import { envelope } from './handlers';

/**
 * A small in-memory stand-in for the upload API (tests/unit/upload): chunked upload with
 * offsets, drafts, the sensitive-word check (one listed word) and the picture check (a picture
 * named "dup" is a duplicate). `state` lets a test read what reached the "server".
 */
export function uploadApi({ chunkDelayMs = 0 } = {}) {
  const state = { chunks: [] as number[], drafts: [] as Record<string, unknown>[], submitted: [] as Record<string, unknown>[], held: 0, size: 0, name: '' };
  const session = (): UploadSession => ({ uploadId: 'u1', name: state.name, size: state.size, chunkSize: 4096, received: state.held, picture: null, expiresAt: 0 });
  const record = (body: Record<string, unknown>): CaseRecord => ({
    caseId: 31,
    state: 'draft',
    title: String(body.title ?? ''),
    description: String(body.description ?? ''),
    classifyId: (body.classifyId as number) ?? null,
    tags: (body.tags as string[]) ?? [],
    location: String(body.location ?? ''),
    area: (body.area as number) ?? null,
    designCompany: String(body.designCompany ?? ''),
    coverPictureId: (body.coverPictureId as number) ?? null,
    pictures: [],
    returnReason: null,
    itemId: null,
    editable: true,
    createdAt: 1,
    updatedAt: Date.now(),
    submittedAt: null,
    reviewedAt: null,
  });
  const handlers = [
    http.get('*/case/api/gatherTask/checkSensitive', ({ request }) => {
      const word = new URL(request.url).searchParams.get('word') ?? '';
      const at = word.indexOf('加微信');
      const hits = at < 0 ? [] : [{ word: '加微信', category: 'contact', text: '加微信', start: at, end: at + 3 }];
      return HttpResponse.json(envelope({ pass: !hits.length, hits, message: hits.length ? '包含敏感词：加微信' : '' }));
    }),
    http.post('*/case/api/gatherTask/checkPictures', async ({ request }) => {
      const { imgUrl } = (await request.json()) as { imgUrl: string | string[] };
      const urls = Array.isArray(imgUrl) ? imgUrl : [imgUrl];
      const checks: PictureCheck[] = urls.map((u) => ({
        imgUrl: u,
        pass: !u.includes('dup'),
        width: 1200,
        height: 800,
        problems: u.includes('dup') ? [{ code: 'duplicate', message: '与站内图片「北欧客厅」重复' }] : [],
      }));
      return HttpResponse.json(envelope(checks));
    }),
    http.post('*/case/api/upload/init', async ({ request }) => {
      const body = (await request.json()) as { size: number; name: string };
      state.size = body.size;
      state.name = body.name;
      return HttpResponse.json(envelope(session()));
    }),
    http.post('*/case/api/upload/chunk', async ({ request }) => {
      const offset = Number(new URL(request.url).searchParams.get('offset'));
      const bytes = (await request.arrayBuffer()).byteLength;
      if (chunkDelayMs) await delay(chunkDelayMs);
      state.chunks.push(offset);
      if (offset !== state.held) return HttpResponse.json(envelope(null, 45002, '分片偏移不一致'), { status: 409 });
      state.held += bytes;
      return HttpResponse.json(envelope(session()));
    }),
    http.post('*/case/api/upload/complete', () =>
      HttpResponse.json(envelope({ pictureId: 77, url: `http://localhost:4000/oss/up/${state.name.replace(/\.\w+$/, '')}.jpg`, key: 'up/x.jpg', width: 1200, height: 800, size: state.size, sha256: 'h', name: state.name })),
    ),
    http.post('*/case/api/case/saveDraft', async ({ request }) => {
      const body = (await request.json()) as Record<string, unknown>;
      state.drafts.push(body);
      return HttpResponse.json(envelope(record(body)));
    }),
    http.post('*/case/api/case/saveCase', async ({ request }) => {
      const body = (await request.json()) as Record<string, unknown>;
      state.submitted.push(body);
      return HttpResponse.json(envelope({ ...record(body), state: 'pending', editable: false }));
    }),
  ];
  return { state, handlers };
}
