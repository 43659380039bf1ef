/**
 * SPEC §3 risk check inputs and the §5 risk flag: one rule for the pay modal (which asks for an
 * SMS confirmation) and the reference API (which refuses the payment QR until it is given).
 */

/** An earlier purchase under watch: a plan SKU or a case (item) id, e.g. a disputed charge. */
export interface RiskFlagged {
  skuId: string | null;
  caseId: number | null;
  /** dispute: a charge disputed with the bank; refund: refunds asked for after downloading. */
  reason: 'dispute' | 'refund';
}

/** What the account's risk check needs (vipInfo.caseAccountInfo, the order answer). */
export interface RiskInputs {
  /** SPEC §3 user risk level (2 or 3: every purchase is confirmed by SMS code). */
  riskLevel: number;
  /** The SKUs and cases flagged for this account. */
  flagged: RiskFlagged[];
}

/** The §5 rule's own inputs: the type, the account's level, the id at hand and one flagged pair. */
interface RiskInput {
  type: number | string | null | undefined;
  riskLevel?: number | string | null;
  /** The id of the thing at hand (a SKU or case id). */
  id?: string | number | null;
  skuId?: string | number | null;
  caseId?: string | number | null;
}

const isTwoOrThree = (x: unknown): boolean => x !== null && x !== undefined && x !== '' && (Number(x) === 2 || Number(x) === 3);

const text = (x: unknown): string => (x === null || x === undefined ? '' : String(x).trim());

/**
 * SPEC §5: true only when type is 2 or 3 and either riskLevel is 2 or 3, or a non-blank id
 * equals skuId or caseId. Numbers and numeric strings compare alike ('2' = 2; id 15 = '15').
 */
export function isRiskFlag({ type, riskLevel, id, skuId, caseId }: RiskInput): boolean {
  if (!isTwoOrThree(type)) return false;
  if (isTwoOrThree(riskLevel)) return true;
  const given = text(id);
  if (!given) return false;
  return given === text(skuId) || given === text(caseId);
}

/** The §5 type of a purchase: 2 for a VIP plan (the id is its SKU), 3 for a single item (the id is the case). */
export const riskTypeOf = (orderType: string): 2 | 3 => (orderType === 'item' ? 3 : 2);

/**
 * The risk flag of one purchase for an account: the §5 rule against the level alone and against
 * each flagged SKU / case pair (a malformed or missing list counts as none).
 */
export function purchaseRisk(inputs: Partial<RiskInputs> | null | undefined, orderType: string, id: string | number | null): boolean {
  const type = riskTypeOf(orderType);
  const riskLevel = inputs?.riskLevel;
  if (isRiskFlag({ type, riskLevel, id })) return true;
  const flagged = Array.isArray(inputs?.flagged) ? inputs.flagged : [];
  return flagged.some((f) => isRiskFlag({ type, riskLevel, id, skuId: f?.skuId, caseId: f?.caseId }));
}

/** Risk inputs from an answer's fields: a missing or malformed level or list counts as none. */
export function toRiskInputs(riskLevel: unknown, flagged: unknown): RiskInputs {
  return { riskLevel: Number(riskLevel) || 0, flagged: Array.isArray(flagged) ? (flagged as RiskFlagged[]) : [] };
}
