import { http as mock, HttpResponse } from 'msw';
import { deleteCollectFolder, getCollectFolders, updateCollectFolder } from '@/components/collect/api';
import { defaultCollectNotice } from '@/components/collect/default-collect';
import { envelope } from '../../mocks/handlers';
import { server, setupMswServer } from '../../mocks/server';

setupMswServer();
beforeEach(() => localStorage.clear());

const folder = (id: number, name: string, isDefault: boolean) => ({ id, name, public: false, isDefault, count: 0, cover: null, updatedAt: 0 });
const kept = () => JSON.parse(localStorage.getItem('defaultCollect') ?? 'null');

describe('defaultCollect (SPEC §3) follows the server default folder', () => {
  it('is kept from the folder list, a rename and a deletion, and names the collect notice', async () => {
    expect(defaultCollectNotice()).toBe('已收藏到默认收藏夹');
    server.use(
      mock.get('*/case/api/collect/folders', () => HttpResponse.json(envelope([folder(7, '默认收藏夹', true), folder(8, '客厅', false)]))),
      mock.post('*/case/api/collect/folder/update', () => HttpResponse.json(envelope(folder(7, '我的灵感', true)))),
      mock.post('*/case/api/collect/folder/delete', () => HttpResponse.json(envelope({ folderId: 8, moved: 2, defaultFolderId: 9 }))),
    );
    await getCollectFolders();
    expect(kept()).toEqual({ id: 7, name: '默认收藏夹' });
    await updateCollectFolder(7, { name: '我的灵感' });
    expect(kept()).toEqual({ id: 7, name: '我的灵感' });
    expect(defaultCollectNotice()).toBe('已收藏到「我的灵感」');
    await deleteCollectFolder(8);
    expect(kept()).toEqual({ id: 9, name: '我的灵感' });
  });
  it('a failed answer leaves it alone', async () => {
    localStorage.setItem('defaultCollect', JSON.stringify({ id: 3, name: '默认收藏夹' }));
    server.use(mock.get('*/case/api/collect/folders', () => HttpResponse.json({ error: { errorCode: 401, message: '请先登录' }, data: null })));
    await getCollectFolders();
    expect(kept()).toEqual({ id: 3, name: '默认收藏夹' });
  });
});
