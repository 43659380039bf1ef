import { resetSessionSecretCache } from '@/lib/session/secret';

/** Seals with a known SESSION_SECRET for the file's tests, and forgets it afterwards. */
export function withSessionSecret(secret: string): void {
  beforeAll(() => {
    process.env.SESSION_SECRET = secret;
    resetSessionSecretCache();
  });
  afterAll(() => {
    delete process.env.SESSION_SECRET;
    resetSessionSecretCache();
  });
}
