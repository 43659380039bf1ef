import { http as mock, HttpResponse } from 'msw';
import { getServerTime } from '@/lib/api/time';
import { FETCH_FAILED_MESSAGE } from '@/lib/api/load';
import { loadUserGroups, postUserGroups } from '@/components/experiments/api';
import { server, setupMswServer } from '../../mocks/server';
import { MOCK_GROUPS, MOCK_SERVER_TIME } from '../../mocks/handlers';

setupMswServer();

const REQ = { deviceId: 'device-1', deviceGroupList: ['caseDrive'], accountGroupList: [] };

describe('lib/api/time', () => {
  it('GET /activity/group/time on the API host', async () => {
    await expect(getServerTime()).resolves.toEqual({ ok: true, data: MOCK_SERVER_TIME });
  });
});

describe('components/experiments/api', () => {
  it('POST {api}/userGroup/all with the SPEC body', async () => {
    let seen: unknown;
    server.use(
      mock.post('http://localhost:4000/userGroup/all', async ({ request }) => {
        seen = await request.json();
        return HttpResponse.json({ error: { errorCode: 0 }, data: MOCK_GROUPS });
      }),
    );
    await expect(postUserGroups(REQ)).resolves.toEqual({ ok: true, data: MOCK_GROUPS });
    expect(seen).toEqual(REQ);
  });
  it('loadUserGroups returns data on errorCode 0', async () => {
    await expect(loadUserGroups(REQ)).resolves.toEqual(MOCK_GROUPS);
  });
  it('loadUserGroups throws the generic Chinese message otherwise', async () => {
    expect(FETCH_FAILED_MESSAGE).toBe('获取数据失败');
    server.use(mock.post('*/userGroup/all', () => HttpResponse.json({ error: { errorCode: 1 }, data: [] })));
    await expect(loadUserGroups(REQ)).rejects.toThrow(FETCH_FAILED_MESSAGE);
    server.use(mock.post('*/userGroup/all', () => HttpResponse.error()));
    await expect(loadUserGroups(REQ)).rejects.toThrow(FETCH_FAILED_MESSAGE);
  });
});
