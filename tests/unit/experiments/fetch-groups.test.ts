/**
 * @jest-environment node
 */
import { delay, http as mock, HttpResponse } from 'msw';
import { DEFAULT_DEVICE_GROUPS } from '@/components/experiments/device-groups';
import { fetchGroupsWithFallback } from '@/components/experiments/fetch-groups';
import { groupValue } from '@/components/experiments/lookup';
import { server, setupMswServer } from '../../mocks/server';
import { MOCK_GROUPS } from '../../mocks/handlers';

setupMswServer();
afterEach(() => delete process.env.GROUPS_TIMEOUT_MS);

const URL_ALL = 'http://127.0.0.1:4000/userGroup/all';

describe('fetchGroupsWithFallback', () => {
  it('posts the device id and group lists and returns cleaned entries', async () => {
    let body: unknown;
    server.use(
      mock.post(URL_ALL, async ({ request }) => {
        body = await request.json();
        return HttpResponse.json({ error: { errorCode: 0 }, data: MOCK_GROUPS });
      }),
    );
    const groups = await fetchGroupsWithFallback('device-12345');
    expect(body).toEqual({ deviceId: 'device-12345', deviceGroupList: DEFAULT_DEVICE_GROUPS, accountGroupList: [] });
    expect(groups).toEqual(MOCK_GROUPS.map(({ channel, groupName, groupValue: v }) => ({ channel, groupName, groupValue: v })));
    expect(groupValue(groups, 'field')).toBe('0');
  });
  it('passes account lists and id', async () => {
    let body: Record<string, unknown> = {};
    server.use(
      mock.post(URL_ALL, async ({ request }) => {
        body = (await request.json()) as Record<string, unknown>;
        return HttpResponse.json({ error: { errorCode: 0 }, data: [] });
      }),
    );
    await fetchGroupsWithFallback('device-12345', { deviceGroupList: ['a'], accountGroupList: ['b'], accountId: 9 });
    expect(body).toEqual({ deviceId: 'device-12345', deviceGroupList: ['a'], accountGroupList: ['b'], accountId: 9 });
  });
  it('asks only for the groups a variant reads; the SPEC groups no screen reads are not fetched', () => {
    expect(DEFAULT_DEVICE_GROUPS).toEqual(['newerHomeCutUser', 'transferCutUser', 'upgradeSimilarSearch', 'vipOrderPop']);
    for (const listed of ['field', 'upgradeField', 'caseProductFramework', 'fieldNavigation', 'allSiteVipV3', 'caseDrive', 'aiDraw']) expect(DEFAULT_DEVICE_GROUPS).not.toContain(listed);
  });
  it.each([
    ['a non-zero errorCode', () => HttpResponse.json({ error: { errorCode: 500, message: '失败' }, data: MOCK_GROUPS })],
    ['a 500 page', () => HttpResponse.text('oops', { status: 500 })],
    ['a 404', () => HttpResponse.json({}, { status: 404 })],
    ['non-array data', () => HttpResponse.json({ error: { errorCode: 0 }, data: { x: 1 } })],
    ['garbage', () => HttpResponse.text('<<<', { headers: { 'content-type': 'application/json' } })],
    ['a network error', () => HttpResponse.error()],
  ])('gives [] on %s', async (_label, resolver) => {
    server.use(mock.post(URL_ALL, resolver));
    await expect(fetchGroupsWithFallback('device-12345')).resolves.toEqual([]);
  });
  it('gives [] when the API is slower than the short timeout', async () => {
    process.env.GROUPS_TIMEOUT_MS = '30';
    server.use(
      mock.post(URL_ALL, async () => {
        await delay(300);
        return HttpResponse.json({ error: { errorCode: 0 }, data: MOCK_GROUPS });
      }),
    );
    const t0 = Date.now();
    await expect(fetchGroupsWithFallback('device-12345')).resolves.toEqual([]);
    expect(Date.now() - t0).toBeLessThan(250);
  });
  it('drops malformed entries', async () => {
    server.use(mock.post(URL_ALL, () => HttpResponse.json({ error: { errorCode: 0 }, data: [{ channel: 'case', groupName: 'a', groupValue: '1' }, { groupName: 1 }] })));
    await expect(fetchGroupsWithFallback('device-12345')).resolves.toEqual([{ channel: 'case', groupName: 'a', groupValue: '1' }]);
  });
});

describe('fetchGroupsWithFallback when the API module itself throws', () => {
  it('still gives []', async () => {
    jest.resetModules();
    jest.doMock('@/components/experiments/api', () => ({ postUserGroups: () => Promise.reject(new Error('boom')) }));
    const mod = await import('@/components/experiments/fetch-groups');
    await expect(mod.fetchGroupsWithFallback('device-12345')).resolves.toEqual([]);
    jest.dontMock('@/components/experiments/api');
  });
});
