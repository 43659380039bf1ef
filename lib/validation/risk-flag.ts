/** SPEC §3 risk check inputs plus the rule's type and the id being checked. */
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
