// The §5 risk flag is shared with the reference API, so it lives with the contract.
export { isRiskFlag, purchaseRisk, riskTypeOf } from '@/lib/api/contract/risk';
