import { http as mock, HttpResponse } from 'msw';
import { resourceSize } from '@/lib/http/resource-size';
import { server, setupMswServer } from '../../mocks/server';

setupMswServer();

describe('resourceSize (HEAD Content-Length)', () => {
  let error: jest.SpyInstance;
  beforeEach(() => {
    error = jest.spyOn(console, 'error').mockImplementation(() => undefined);
  });
  afterEach(() => error.mockRestore());

  it('reads Content-Length', async () => {
    server.use(mock.head('http://oss.test/a.zip', () => new HttpResponse(null, { headers: { 'content-length': '2048' } })));
    await expect(resourceSize('http://oss.test/a.zip')).resolves.toBe(2048);
    expect(error).not.toHaveBeenCalled();
  });
  it('gives null and logs on a missing header, a bad status or a network error', async () => {
    server.use(
      mock.head('http://oss.test/none', () => new HttpResponse(null)),
      mock.head('http://oss.test/gone', () => new HttpResponse(null, { status: 404, headers: { 'content-length': '1' } })),
      mock.head('http://oss.test/down', () => HttpResponse.error()),
    );
    await expect(resourceSize('http://oss.test/none')).resolves.toBeNull();
    await expect(resourceSize('http://oss.test/gone')).resolves.toBeNull();
    await expect(resourceSize('http://oss.test/down')).resolves.toBeNull();
    expect(error).toHaveBeenCalledTimes(3);
  });
  it('gives null quietly for an archive the API has not built yet (no length, X-Archive-Size: unknown)', async () => {
    server.use(mock.head('http://oss.test/unbuilt.zip', () => new HttpResponse(null, { headers: { 'x-archive-size': 'unknown' } })));
    await expect(resourceSize('http://oss.test/unbuilt.zip')).resolves.toBeNull();
    expect(error).not.toHaveBeenCalled();
  });
});
