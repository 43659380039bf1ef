import { createHash, createHmac, randomBytes, randomInt } from 'node:crypto';
import type Database from 'better-sqlite3';
import type { CodeScene, SliderChallenge, SliderCheckResult, SliderPass } from '../../../../lib/api/contract/account';
import { accountError } from './errors';
import type { Limiter } from './limiter';
import { digest, newToken, safeEqual } from './passwords';
import { PIECE_SIZE, PUZZLE_HEIGHT, PUZZLE_WIDTH, renderPuzzle } from './slider-image';
import { LIMITS, type AccountSettings } from './settings';

/** Pixels the released piece may be off the gap. */
const TOLERANCE = 5;
/** Below this a drag is "no movement" (code 700). */
const MIN_TRAVEL = 3;
/**
 * Less than this between the puzzle leaving the server and the answer arriving is not a person
 * looking and dragging (a miss). Measured on the server's clock: the client's elapsedMs is only
 * informational.
 */
const MIN_SOLVE_MS = 400;
/** After a passed slider the same browser is trusted (code 100) for this long, for the same phone only. */
const TRUST_MS = 10 * 60_000;

/** Leading zero bits of SHA-256(`${salt}:${nonce}`). */
export function powZeroBits(salt: string, nonce: string): number {
  const h = createHash('sha256').update(`${salt}:${nonce}`).digest();
  let bits = 0;
  for (const byte of h) {
    if (byte === 0) {
      bits += 8;
      continue;
    }
    bits += Math.clz32(byte) - 24;
    break;
  }
  return bits;
}

/** A nonce meeting `bits` for the salt (tests and scripts; the site computes its own in the browser). */
export function solvePow(salt: string, bits: number): string {
  for (let n = 0; ; n++) if (powZeroBits(salt, n.toString(36)) >= bits) return n.toString(36);
}

const State = { Open: 0, Passed: 1, Failed: 2, Used: 3 } as const;
type State = (typeof State)[keyof typeof State];

interface Row {
  session_id: string;
  sid: string;
  phone: string;
  scene: CodeScene;
  target_x: number;
  token_hash: string | null;
  created_at: number;
  expires_at: number;
  state: State;
}

/**
 * The slider check (SPEC §4): a puzzle whose gap position only the server knows; a release near
 * it yields a pass {token, sessionId, sign} bound to the phone, scene and browser (api_sid),
 * which POST /register/slidingVerification redeems once for a permit to send one SMS code.
 */
export class SliderService {
  private readonly insert;
  private readonly find;
  private readonly setState;
  private readonly pass;
  private readonly insertPermit;
  private readonly takePermit;
  private readonly trusted = new Map<string, number>();

  constructor(
    db: Database.Database,
    private readonly settings: AccountSettings,
    private readonly limiter: Limiter,
  ) {
    this.insert = db.prepare(`INSERT INTO slider_challenges (session_id, sid, phone, scene, target_x, token_hash, created_at, expires_at, state)
      VALUES (@sessionId, @sid, @phone, @scene, @targetX, @tokenHash, @now, @expiresAt, @state)`);
    this.find = db.prepare('SELECT * FROM slider_challenges WHERE session_id = ?');
    this.setState = db.prepare('UPDATE slider_challenges SET state = ? WHERE session_id = ? AND state = ?');
    this.pass = db.prepare('UPDATE slider_challenges SET state = 1, token_hash = ? WHERE session_id = ? AND state = 0');
    this.insertPermit = db.prepare('INSERT OR REPLACE INTO send_permits (sid, phone, scene, expires_at) VALUES (?, ?, ?, ?)');
    this.takePermit = db.prepare('DELETE FROM send_permits WHERE sid = ? AND phone = ? AND scene = ? AND expires_at > ?');
  }

  private sign(sessionId: string, token: string, phone: string, scene: CodeScene): string {
    return createHmac('sha256', this.settings.secret).update([sessionId, token, phone, scene].join('\u0000')).digest('base64url');
  }

  private issuePass(row: Pick<Row, 'session_id' | 'phone' | 'scene'>): SliderPass & { tokenHash: string } {
    const token = newToken();
    return { token, sessionId: row.session_id, sign: this.sign(row.session_id, token, row.phone, row.scene), tokenHash: digest(token) };
  }

  async challenge(phone: string, scene: CodeScene, sid: string, ip: string, now = Date.now()): Promise<SliderChallenge> {
    const sessionId = randomBytes(16).toString('base64url');
    const base = { sessionId, width: PUZZLE_WIDTH, height: PUZZLE_HEIGHT, pieceSize: PIECE_SIZE, pieceY: 0, background: '', piece: '', expiresIn: 0 };
    const [max, windowMs] = LIMITS.sliderPerIp;
    if (this.limiter.retryAfter(`slider:ip:${ip}`, max, windowMs)) {
      return { ...base, code: 900, message: '验证过于频繁，请稍后再试' };
    }
    this.limiter.record(`slider:ip:${ip}`);
    const expiresAt = now + this.settings.sliderTtlMs;
    const row = { sessionId, sid, phone, scene, now, expiresAt };
    if ((this.trusted.get(`${sid}:${phone}:${scene}`) ?? 0) > now) {
      const pass = this.issuePass({ session_id: sessionId, phone, scene });
      this.insert.run({ ...row, targetX: -1, tokenHash: pass.tokenHash, state: State.Passed });
      return { ...base, code: 100, token: pass.token, sign: pass.sign, expiresIn: this.settings.sliderTtlMs / 1000 };
    }
    const targetX = randomInt(70, PUZZLE_WIDTH - PIECE_SIZE - 10);
    const pieceY = randomInt(10, PUZZLE_HEIGHT - PIECE_SIZE - 10);
    const images = await renderPuzzle(targetX, pieceY);
    this.insert.run({ ...row, targetX, tokenHash: null, state: State.Open });
    return { ...base, code: 400, pieceY, ...images, expiresIn: this.settings.sliderTtlMs / 1000, powSalt: sessionId, powBits: this.settings.powBits };
  }

  /**
   * Judges a release: 200 pass, 700 no movement, 800 miss (the challenge is spent), 600
   * duplicate, 900 dead. A pass needs the position, a human solving time on the server's clock
   * and the proof of work for the challenge (a gap-matching script must also pay for each try).
   */
  check(sessionId: string, x: number, nonce: string, sid: string, now = Date.now()): SliderCheckResult {
    const row = this.find.get(sessionId) as Row | undefined;
    if (!row || row.sid !== sid || row.expires_at <= now) return { code: 900, message: '验证已过期，请重新验证' };
    if (row.state === State.Passed) return { code: 600 };
    if (row.state !== State.Open) return { code: 900, message: '验证已失效，请重新验证' };
    if (x < MIN_TRAVEL) return { code: 700 };
    if (Math.abs(x - row.target_x) > TOLERANCE || now - row.created_at < MIN_SOLVE_MS || powZeroBits(sessionId, nonce) < this.settings.powBits) {
      this.setState.run(State.Failed, sessionId, State.Open);
      return { code: 800, message: '验证未通过，请重试' };
    }
    const pass = this.issuePass(row);
    if (this.pass.run(pass.tokenHash, sessionId).changes !== 1) return { code: 600 };
    return { code: 200, token: pass.token, sessionId, sign: pass.sign };
  }

  /** Redeems a pass once: a permit for this browser to send one code to the phone. */
  redeem(p: SliderPass, phone: string, sid: string, now = Date.now()): number {
    const row = this.find.get(p.sessionId) as Row | undefined;
    const valid =
      row !== undefined &&
      row.state === State.Passed &&
      row.sid === sid &&
      row.phone === phone &&
      row.expires_at > now &&
      row.token_hash !== null &&
      safeEqual(row.token_hash, digest(p.token)) &&
      safeEqual(p.sign, this.sign(row.session_id, p.token, row.phone, row.scene));
    if (!valid || this.setState.run(State.Used, p.sessionId, State.Passed).changes !== 1) {
      throw accountError.sliderInvalid();
    }
    this.insertPermit.run(sid, phone, row.scene, now + this.settings.permitTtlMs);
    this.trusted.set(`${sid}:${phone}:${row.scene}`, now + TRUST_MS);
    if (this.trusted.size > 50_000) for (const [k, until] of this.trusted) if (until <= now) this.trusted.delete(k);
    return this.settings.permitTtlMs / 1000;
  }

  /** Spends the permit to send a code; throws "slider required" without one. */
  consumePermit(sid: string, phone: string, scene: CodeScene, now = Date.now()): void {
    if (this.takePermit.run(sid, phone, scene, now).changes !== 1) throw accountError.sliderRequired();
  }

  /** Where the gap is (development/test only, for automated tests that drag the slider). */
  targetFor(sessionId: string): number | undefined {
    if (!this.settings.exposeSecrets) return undefined;
    const row = this.find.get(sessionId) as Row | undefined;
    return row && row.target_x >= 0 ? row.target_x : undefined;
  }
}
