import { http, HttpResponse } from 'msw';

/** A fixed server clock for tests: 2025-01-01T00:00:00Z. */
export const MOCK_SERVER_TIME = Date.UTC(2025, 0, 1, 0, 0, 0);

export const MOCK_GROUPS = [
  { channel: 'case', groupName: 'caseProductFramework', groupValue: '1', scope: 'device' },
  { channel: 'case', groupName: 'upgradeSimilarSearch', groupValue: '0', scope: 'device' },
  { channel: 'case', groupName: 'caseDrive', groupValue: '2', scope: 'device' },
  { channel: 'ai', groupName: 'aiDraw', groupValue: '1', scope: 'device' },
];

export function envelope<T>(data: T, errorCode = 0, message = '') {
  return { error: { errorCode, message }, data };
}

/** Default handlers of the API calls owned by lib/api (any origin). */
export const handlers = [
  http.get('*/activity/group/time', () => HttpResponse.json(envelope(MOCK_SERVER_TIME))),
  http.post('*/userGroup/all', () => HttpResponse.json(envelope(MOCK_GROUPS))),
];
