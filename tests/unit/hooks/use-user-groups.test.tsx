import { renderHook, waitFor } from '@testing-library/react';
import { http as mock, HttpResponse } from 'msw';
import { USER_GROUPS_KEY, useUserGroups } from '@/components/experiments/use-user-groups';
import { FETCH_FAILED_MESSAGE } from '@/lib/api/load';
import { server, setupMswServer } from '../../mocks/server';
import { MOCK_GROUPS } from '../../mocks/handlers';
import { freshSwrWrapper } from '../helpers/swr';

setupMswServer();

const wrapper = freshSwrWrapper({ dedupingInterval: 0 });

beforeEach(() => {
  localStorage.clear();
  document.cookie = 'deviceId=unit-device-0001; path=/';
});

describe('useUserGroups (SPEC §7 POST {api}/userGroup/all)', () => {
  it('uses the SPEC endpoint and sends the device id with the group lists', async () => {
    expect(USER_GROUPS_KEY).toBe('/userGroup/all');
    let body: unknown;
    server.use(
      mock.post('*/userGroup/all', async ({ request }) => {
        body = await request.json();
        return HttpResponse.json({ error: { errorCode: 0, message: '' }, data: MOCK_GROUPS });
      }),
    );
    const { result } = renderHook(() => useUserGroups(), { wrapper });
    await waitFor(() => expect(result.current.groups).toEqual(MOCK_GROUPS));
    expect(result.current.error).toBe(false);
    expect(body).toMatchObject({ deviceId: 'unit-device-0001', accountGroupList: [] });
    expect((body as { deviceGroupList: string[] }).deviceGroupList).toContain('newerHomeCutUser');
  });

  it('errorCode ≠ 0 → the error flag and the generic 获取数据失败 message, no groups', async () => {
    server.use(mock.post('*/userGroup/all', () => HttpResponse.json({ error: { errorCode: 500, message: 'boom' }, data: null })));
    const { result } = renderHook(() => useUserGroups(), { wrapper });
    await waitFor(() => expect(result.current.error).toBe(true));
    expect(result.current.message).toBe(FETCH_FAILED_MESSAGE);
    expect(result.current.groups).toBeUndefined();
  });

  it('never refreshes: no second request on focus or reconnect', async () => {
    let calls = 0;
    server.use(
      mock.post('*/userGroup/all', () => {
        calls++;
        return HttpResponse.json({ error: { errorCode: 0, message: '' }, data: MOCK_GROUPS });
      }),
    );
    const { result } = renderHook(() => useUserGroups(), { wrapper });
    await waitFor(() => expect(result.current.groups).toBeDefined());
    window.dispatchEvent(new Event('focus'));
    document.dispatchEvent(new Event('visibilitychange'));
    window.dispatchEvent(new Event('online'));
    await new Promise((r) => setTimeout(r, 50));
    expect(calls).toBe(1);
  });
});
