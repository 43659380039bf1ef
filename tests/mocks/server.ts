import { setupServer } from 'msw/node';
import { apiBreaker } from '@/lib/http/circuit-breaker';
import { handlers } from './handlers';

export const server = setupServer(...handlers);

/** Call at the top of a test file: unhandled requests fail the test. Each test starts with a closed circuit breaker. */
export function setupMswServer(): void {
  beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
  afterEach(() => {
    server.resetHandlers();
    apiBreaker.reset();
  });
  afterAll(() => server.close());
}
