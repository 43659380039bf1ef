import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http as mock, HttpResponse } from 'msw';
import PictureViewer from '@/components/viewer/picture-viewer';
import type { PictureObject } from '@/lib/api/contract/search';
import { makeItem } from '../../fixtures/items';
import { envelope } from '../../mocks/handlers';
import { server, setupMswServer } from '../../mocks/server';
import { FreshSwr } from '../helpers/swr';
import { giveViewerStageASize } from '../helpers/viewer-stage';

const tracked: [string, Record<string, unknown>][] = [];
jest.mock('@/components/tracking', () => ({
  track: (type: string, input: Record<string, unknown>) => tracked.push([type, input]),
  trackAttrs: () => ({}),
}));
setupMswServer();

giveViewerStageASize();
beforeEach(() => {
  tracked.length = 0;
});

const images = [1, 2].map((n) => ({ url: `http://oss.test/oss/pool/interior/00${n}.jpg`, width: 1600, height: 1200, alt: `客厅 图 ${n}` }));
const sofa: PictureObject = { id: 1, cls: 'sofa', label: '沙发', box: { x: 0.3, y: 0.5, w: 0.4, h: 0.3 }, score: 0.8 };
const chair: PictureObject = { id: 2, cls: 'chair', label: '椅子', box: { x: 0.05, y: 0.55, w: 0.15, h: 0.3 }, score: 0.5 };
const models = (cls: string, label: string, ids: number[], total: number) => ({ cls, label, list: ids.map((id) => makeItem(id, { kind: 'su', title: `${label}模型 ${id}` })), total });

function view(props: Partial<Parameters<typeof PictureViewer>[0]> = {}) {
  return render(
    <FreshSwr config={{ dedupingInterval: 0 }}>
      <PictureViewer images={images} startIndex={0} title="客厅" track={{ kind: 'case', doc_id: 9 }} findModels onClose={() => undefined} {...props} />
    </FreshSwr>,
  );
}
const loadPicture = () => act(() => fireEvent.load(screen.getByTestId('viewer-image')));

describe('找同款模型 in the picture viewer', () => {
  it('outlines the objects, shows the first one’s models at once, and lists another’s on a click', async () => {
    const asked: URLSearchParams[] = [];
    let answer = () => undefined as void;
    const gate = new Promise<void>((resolve) => (answer = resolve));
    server.use(
      mock.get('*/case/api/search/objects', async ({ request }) => {
        await gate;
        expect(new URL(request.url).searchParams.get('img')).toBe(images[0]!.url);
        return HttpResponse.json(envelope({ objects: [sofa, chair], tookMs: 40 }));
      }),
      mock.get('*/case/api/search/object-models', ({ request }) => {
        const q = new URL(request.url).searchParams;
        asked.push(q);
        return HttpResponse.json(envelope(q.get('cls') === 'sofa' ? models('sofa', '沙发', [101, 102, 103], 37) : models('chair', '椅子', [201], 12)));
      }),
    );
    view();
    loadPicture();
    await userEvent.click(screen.getByTestId('viewer-find-models'));
    expect(screen.getByTestId('viewer-find-models')).toHaveAttribute('aria-pressed', 'true');
    expect(await screen.findByTestId('find-models-reading')).toHaveTextContent('正在识别');
    answer();
    const outlines = await screen.findAllByTestId('object-outline');
    expect(outlines.map((o) => o.getAttribute('aria-label'))).toEqual(['沙发：找同款模型', '椅子：找同款模型']);
    expect(outlines[0]).toHaveStyle({ left: '30%', top: '50%', width: '40%', height: '30%' });
    expect(outlines[0]).toHaveAttribute('aria-pressed', 'true');

    const list = await screen.findByTestId('object-model-list');
    expect(within(list).getAllByTestId('item-card').map((c) => c.getAttribute('data-id'))).toEqual(['101', '102', '103']);
    expect(screen.getByRole('link', { name: /查看全部 37 个沙发模型/ }).getAttribute('href')).toContain('keyword=%E6%B2%99%E5%8F%91');
    expect(asked[0]!.get('box')).toBe('0.3,0.5,0.4,0.3');

    await userEvent.click(outlines[1]!);
    await waitFor(() => expect(within(screen.getByTestId('object-model-list')).getAllByTestId('item-card').map((c) => c.getAttribute('data-id'))).toEqual(['201']));
    expect(asked.at(-1)!.get('cls')).toBe('chair');
    expect(screen.getAllByTestId('object-chip').map((c) => [c.textContent, c.getAttribute('aria-pressed')])).toEqual([
      ['沙发', 'false'],
      ['椅子', 'true'],
    ]);
    expect(tracked.map(([t, i]) => [t, i.area])).toEqual([
      ['similar_img', 'find_models'],
      ['click', 'find_models'],
    ]);
  });

  it('names two objects of a kind apart and says so when a picture shows nothing it knows', async () => {
    server.use(mock.get('*/case/api/search/objects', () => HttpResponse.json(envelope({ objects: [], tookMs: 30 }))));
    view({ startFinding: true });
    const empty = await screen.findByTestId('empty-state');
    expect(empty).toHaveTextContent('没有识别出可找同款的物体');
    expect(within(empty).getByRole('link', { name: '找相似图片' }).getAttribute('href')).toBe(`/similarimg?img=${encodeURIComponent(images[0]!.url)}`);
    expect(screen.queryByTestId('object-outline')).toBeNull();
  });

  it('shows the API’s failure with a retry that works, and closes with the panel’s ×', async () => {
    let fail = true;
    server.use(
      mock.get('*/case/api/search/objects', () => (fail ? HttpResponse.json(envelope(null, 50001, '识别服务繁忙，请稍后重试'), { status: 503 }) : HttpResponse.json(envelope({ objects: [{ ...sofa, id: 1 }, { ...sofa, id: 2, box: { x: 0.6, y: 0.5, w: 0.3, h: 0.3 } }], tookMs: 40 })))),
      mock.get('*/case/api/search/object-models', () => HttpResponse.json(envelope(models('sofa', '沙发', [], 0)))),
    );
    view({ startFinding: true });
    loadPicture();
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('识别失败');
    fail = false;
    await userEvent.click(within(alert).getByRole('button', { name: '重试' }));
    await waitFor(() => expect(screen.getAllByTestId('object-chip').map((c) => c.textContent)).toEqual(['沙发 1', '沙发 2']));
    expect(await screen.findByText('暂无沙发模型')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: '关闭找同款模型' }));
    expect(screen.queryByTestId('find-models-panel')).toBeNull();
    expect(screen.queryByTestId('object-outline')).toBeNull();
  });

  it('is not offered where the pictures are not rooms', () => {
    view({ findModels: false });
    expect(screen.queryByTestId('viewer-find-models')).toBeNull();
  });
});
