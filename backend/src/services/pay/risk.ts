import type Database from 'better-sqlite3';
import type { RiskFlagged, RiskInputs } from '../../../../lib/api/contract/risk';
import { singlePrice } from '../../../../lib/api/contract/rights';
import type { AccountRow } from '../../db/repo/accounts';
import type { ItemRepo, ItemRow } from '../../db/repo/items';
import { DEMO_RISK_PHONE } from '../account/demo-accounts';
import { rightsOf } from '../downloads';
/** The plan SKU the demo account asked refunds for. */
const DEMO_RISK_SKU = 'case-month';

interface FlagRow {
  sku_id: string;
  case_id: number;
  reason: RiskFlagged['reason'];
}

/** The risk check inputs of an account (SPEC §3): its level and the SKUs / cases flagged for it. */
export function riskInputs(db: Database.Database, account: AccountRow): RiskInputs {
  const rows = db.prepare('SELECT sku_id, case_id, reason FROM risk_flags WHERE account_id = ? ORDER BY created_at, case_id, sku_id').all(account.id) as FlagRow[];
  return { riskLevel: account.risk_level, flagged: rows.map((r) => ({ skuId: r.sku_id || null, caseId: r.case_id || null, reason: r.reason })) };
}

/** Puts a plan SKU or a case under watch for an account (again: no change). */
export function flagRisk(db: Database.Database, accountId: number, f: { skuId?: string; caseId?: number; reason: RiskFlagged['reason'] }, now = Date.now()): void {
  db.prepare('INSERT OR IGNORE INTO risk_flags (account_id, sku_id, case_id, reason, created_at) VALUES (?, ?, ?, ?, ?)').run(accountId, f.skuId ?? '', f.caseId ?? 0, f.reason, now);
}

/**
 * The demo account's watch list, made once: refunds asked for on the monthly case plan, and a
 * disputed charge for the first item sold singly — so both branches of the §5 rule can be tried.
 */
export function ensureDemoRisk(db: Database.Database, items: ItemRepo): void {
  const account = db.prepare('SELECT id FROM accounts WHERE phone = ?').get(DEMO_RISK_PHONE) as { id: number } | undefined;
  if (!account || db.prepare('SELECT 1 FROM risk_flags WHERE account_id = ?').get(account.id)) return;
  const candidates = (db.prepare("SELECT id FROM items WHERE vip = 1 OR price > 0 ORDER BY id LIMIT 200").all() as { id: number }[]).map((r) => items.byId(r.id)).filter((i): i is ItemRow => !!i);
  const sold = candidates.find((i) => singlePrice(rightsOf(i)) !== null);
  db.transaction(() => {
    flagRisk(db, account.id, { skuId: DEMO_RISK_SKU, reason: 'refund' });
    if (sold) flagRisk(db, account.id, { caseId: sold.id, reason: 'dispute' });
  })();
}
