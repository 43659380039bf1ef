import { accountError } from './errors';
import { waitText, type Backoff, type Limiter } from './limiter';
import { LIMITS } from './settings';

/**
 * Failures a phone / an IP may have before back-off starts: the window limits' sizes, so the
 * first lock is the window's and each failure after it doubles the wait (15 min, 30 min, 1 h …).
 */
const FREE_FAILURES = { phone: 5, ip: 30 } as const;

interface PasswordAttempt {
  succeeded(): void;
  failed(): void;
}

/**
 * Reserves one password attempt for a phone from an IP before the password is verified, or
 * throws the rate-limit answer. Shared by password login and the SSO credentials call, so both
 * draw on the same counters: per phone and per IP windows (reserved atomically) and an
 * exponential back-off per phone and per IP.
 */
export function reservePasswordAttempt(limiter: Limiter, backoff: Backoff, phone: string, ip: string, messages: { phone: string; ip: string }): PasswordAttempt {
  const phoneKey = `pwd:phone:${phone}`;
  const ipKey = `pwd:ip:${ip}`;
  const locked = backoff.wait(phoneKey);
  if (locked) throw accountError.rateLimited(messages.phone.replace('{wait}', waitText(locked)));
  const ipLocked = backoff.wait(ipKey);
  if (ipLocked) throw accountError.rateLimited(messages.ip.replace('{wait}', waitText(ipLocked)));
  const refused = limiter.reserve([
    [phoneKey, ...LIMITS.passwordPerPhone],
    [ipKey, ...LIMITS.passwordPerIp],
  ]);
  if (refused) throw accountError.rateLimited((refused.index === 0 ? messages.phone : messages.ip).replace('{wait}', waitText(refused.wait)));
  return {
    succeeded() {
      limiter.clear(phoneKey);
      limiter.unrecord(ipKey);
      backoff.clear(phoneKey);
    },
    failed() {
      backoff.fail(phoneKey, FREE_FAILURES.phone);
      backoff.fail(ipKey, FREE_FAILURES.ip);
    },
  };
}
