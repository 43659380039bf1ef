import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { getDefaultStore, Provider } from 'jotai';
import type { AccountInfo } from '@/lib/api/contract/account';
import { draftKey, readLocalDraft, writeLocalDraft } from '@/components/upload/local-draft';
import { EMPTY_FIELDS } from '@/components/upload/case-form';
import { loginStatusAtom, userInfoAtom } from '@/components/login';
import CaseUploadView from '@/components/upload/case-upload-view';
import { uploadApi } from '../../mocks/upload-handlers';
import { server, setupMswServer } from '../../mocks/server';
import { FreshSwr } from '../helpers/swr';

setupMswServer();
// antd forms render slowly under jsdom on a shared machine.
jest.setTimeout(30_000);

const USER = { accountId: 5, nickname: '设计师小林', banned: false, banReason: null } as unknown as AccountInfo;
const CLASSIFY = [{ id: 10200, name: '家居空间', slug: 'home', kind: 'case' as const, parentId: 0, sort: 1, itemCount: 3, children: [] }];
const PNG = Uint8Array.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, ...new Array(9000).fill(1)]);

function view(caseId = 0) {
  const store = getDefaultStore();
  store.set(loginStatusAtom, 'user');
  store.set(userInfoAtom, USER);
  return render(
    <Provider store={store}>
      <FreshSwr>
        <CaseUploadView caseId={caseId} classify={CLASSIFY} />
      </FreshSwr>
    </Provider>,
  );
}

const field = (name: string) => document.querySelector<HTMLElement>(`[data-field="${name}"]`)!;

beforeEach(() => localStorage.clear());

describe('CaseUploadView (/caseUpload/{caseId})', () => {
  it('asks a visitor to log in', () => {
    const store = getDefaultStore();
    render(
      <Provider store={store}>
        <CaseUploadView caseId={0} classify={CLASSIFY} />
      </Provider>,
    );
    act(() => {
      store.set(loginStatusAtom, 'guest');
      store.set(userInfoAtom, null);
    });
    expect(screen.getByText('登录后上传案例')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /登录/ })).toBeInTheDocument();
  });

  it('restores what this browser typed but the server never got', () => {
    writeLocalDraft(draftKey(5, 0), { ...EMPTY_FIELDS, title: '西溪森林里的家', tags: ['原木风'], pictures: [], savedAt: Date.now(), synced: false });
    view();
    expect(screen.getByLabelText('案例标题')).toHaveValue('西溪森林里的家');
    expect(screen.getByText(/已恢复你上次在这台设备上填写/)).toBeInTheDocument();
  });

  it('shows a sensitive word at its field, keeps the typing in the browser and saves the draft to the server', async () => {
    const api = uploadApi();
    server.use(...api.handlers);
    view();
    const title = screen.getByLabelText('案例标题');
    fireEvent.change(title, { target: { value: '加微信看更多案例' } });
    // At once in the browser: a reload before the server answers loses nothing.
    expect(readLocalDraft(draftKey(5, 0))?.title).toBe('加微信看更多案例');
    fireEvent.blur(title);
    expect(await within(field('title')).findByText('包含敏感词：加微信')).toBeInTheDocument();
    await waitFor(() => expect(api.state.drafts.at(-1)).toMatchObject({ caseId: 0, title: '加微信看更多案例' }), { timeout: 10000 });
    expect(await screen.findByText(/草稿已保存/)).toBeInTheDocument();
    // Editing the field clears its message.
    fireEvent.change(title, { target: { value: '西溪森林里的家' } });
    expect(within(field('title')).queryByText('包含敏感词：加微信')).not.toBeInTheDocument();
  });

  it('uploads a picked picture with a progress bar and flags a duplicate on the picture itself', async () => {
    const api = uploadApi({ chunkDelayMs: 300 });
    server.use(...api.handlers);
    view();
    const input = screen.getByTestId('picture-input');
    fireEvent.change(input, { target: { files: [new File([PNG], 'dup.png', { type: 'image/png' })] } });
    const tile = await screen.findByTestId('picture-tile');
    // While the chunks travel the tile shows its own progress bar, growing with the API's count.
    const bar = await within(tile).findByRole('progressbar', {}, { timeout: 10000 });
    await waitFor(() => expect(Number(bar.getAttribute('aria-valuenow'))).toBeGreaterThan(0), { timeout: 10000 });
    await waitFor(() => expect(tile).toHaveAttribute('data-status', 'done'), { timeout: 15000 });
    // 9,008 bytes in chunks of the API's 4,096: three requests, each from where the last ended.
    expect(api.state.chunks).toEqual([0, 4096, 8192]);
    expect(await within(tile).findByText('与站内图片「北欧客厅」重复')).toBeInTheDocument();
    expect(within(tile).getByRole('radio', { name: '设第 1 张为封面' })).toBeChecked();
  });

  it('refuses a renamed file before uploading it, with the reason on its tile', async () => {
    const api = uploadApi();
    server.use(...api.handlers);
    view();
    fireEvent.change(screen.getByTestId('picture-input'), { target: { files: [new File([Uint8Array.from([0x4d, 0x5a, 0, 0])], 'setup.jpg', { type: 'image/jpeg' })] } });
    const tile = await screen.findByTestId('picture-tile');
    expect(within(tile).getByText('「setup.jpg」不是 JPG、PNG 或 WebP 图片')).toBeInTheDocument();
    expect(api.state.chunks).toEqual([]);
  });

  it('submits nothing while fields are missing and names each problem at its field', async () => {
    const api = uploadApi();
    server.use(...api.handlers);
    view();
    fireEvent.click(screen.getByRole('button', { name: '提交审核' }));
    expect(await within(field('title')).findByText('请填写案例标题')).toBeInTheDocument();
    expect(within(field('classifyId')).getByText('请选择案例分类')).toBeInTheDocument();
    expect(within(field('pictures')).getByText('请至少上传 1 张图片')).toBeInTheDocument();
    expect(api.state.submitted).toEqual([]);
  });
});
