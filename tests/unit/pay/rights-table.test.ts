import type { ContentKind } from '@/lib/api/contract/kinds';
import type { VipKind, VipPlan } from '@/lib/api/contract/pay';
import { accessFor, FILE_KINDS, gateOf, hasFile, heldCover, paywallOffers, planIncludes, planUnlocks, plansFor, singlePrice, type RightsItem } from '@/lib/api/contract/rights';
import { centreKinds } from '@/components/checkout/paywall';

// The rights table against every row, written out here as docs/api.md "Downloads" states it
// (not derived from the table): kind × VIP flag × price, and for a member each set of plans held.
const ALL_KINDS: ContentKind[] = ['case', 'pin', 'pics', '3d', 'su', 'tietu', 'sgt', 'wenben', 'magazine', 'periodical', 'art', 'product', 'material', 'artDevice', 'award', 'publicAccount', 'article', 'recommend', 'jhy', 'bk', 'site'];
/** kind → [the plans that unlock a VIP item, its single purchase in fen]; kinds absent have no file. */
const EXPECTED: Partial<Record<ContentKind, [VipKind[], number]>> = {
  case: [['case', 'joint'], 990],
  pin: [['ins', 'joint'], 990],
  pics: [['ins', 'joint'], 990],
  '3d': [['joint'], 1990],
  su: [['joint'], 1990],
  tietu: [['joint'], 590],
  sgt: [['joint'], 2990],
  wenben: [['joint'], 2990],
  periodical: [['joint'], 990],
};
const HELD: VipKind[][] = [[], ['case'], ['ins'], ['joint'], ['case', 'ins'], ['case', 'ins', 'joint']];
const ROWS: RightsItem[] = ALL_KINDS.flatMap((kind) => [false, true].flatMap((vip) => [0, 2, 45].map((price) => ({ kind, vip, price }))));

const plan = (kind: VipKind, term: 'month' | 'year', price: number): VipPlan => ({ planId: `${kind}-${term}`, kind, term, name: kind, price, originalPrice: price * 2, days: 31, benefits: [], recommended: term === 'year' });
const PLANS = [plan('joint', 'month', 5800), plan('joint', 'year', 29800), plan('case', 'month', 3800), plan('case', 'year', 19800), plan('ins', 'month', 2800), plan('ins', 'year', 16800)];

describe('the rights table', () => {
  it('has files for exactly the kinds docs/api.md lists', () => {
    expect([...FILE_KINDS].sort()).toEqual(Object.keys(EXPECTED).sort());
    for (const kind of ALL_KINDS) expect(hasFile(kind)).toBe(kind in EXPECTED);
  });

  it.each(ROWS.map((r) => [`${r.kind} vip=${r.vip} price=${r.price}`, r] as const))('%s: plans, single purchase and access for every set of plans held', (_, item) => {
    const file = EXPECTED[item.kind];
    const gate = item.price > 0 ? 'priced' : item.vip ? 'vip' : 'free';
    expect(gateOf(item)).toBe(gate);
    const plans = file && gate === 'vip' ? file[0] : [];
    expect([...plansFor(item)].sort()).toEqual([...plans].sort());
    for (const k of ['case', 'ins', 'joint'] as const) expect(planUnlocks(k, item)).toBe(plans.includes(k));
    expect(singlePrice(item)).toBe(!file ? null : gate === 'priced' ? item.price * 100 : gate === 'vip' ? file[1] : null);
    if (!file) return;
    for (const held of HELD) {
      const access = accessFor(item, held);
      if (gate === 'free') expect(access).toEqual({ state: 'allowed', reason: 'free' });
      else if (plans.some((p) => held.includes(p))) expect(access).toEqual({ state: 'allowed', reason: 'vip' });
      else {
        expect(access).toEqual({ state: 'locked', needs: expect.any(Array), price: singlePrice(item), held: expect.any(Array) });
        if (access.state !== 'locked') throw new Error('locked');
        expect([...access.needs].sort()).toEqual([...plans].sort());
        expect([...access.held].sort()).toEqual([...held].sort());
        // The paywall: only what unlocks the item, no plan held, the cheapest first.
        const offers = paywallOffers(access, PLANS);
        for (const o of offers) expect(o.key === 'item' ? singlePrice(item) !== null : planUnlocks(o.key, item) && !held.includes(o.key)).toBe(true);
        expect(offers.map((o) => o.key).sort()).toEqual([...(gate === 'vip' || gate === 'priced' ? ['item'] : []), ...plans].sort());
        expect(offers.map((o) => o.from)).toEqual([...offers.map((o) => o.from)].sort((a, b) => a - b));
        expect(offers[0]).toEqual({ key: 'item', from: singlePrice(item) });
      }
    }
  });

  it('opens on a plan when the plan is cheaper than the single purchase, and leaves out kinds with no plan on sale', () => {
    const access = { state: 'locked' as const, needs: ['case', 'joint'] as VipKind[], price: 5000, held: [] };
    expect(paywallOffers(access, PLANS)).toEqual([{ key: 'case', from: 3800 }, { key: 'item', from: 5000 }, { key: 'joint', from: 5800 }]);
    expect(paywallOffers(access, PLANS.filter((p) => p.kind !== 'case'))).toEqual([{ key: 'item', from: 5000 }, { key: 'joint', from: 5800 }]);
    // A plan held never comes back as an offer, even if an answer were to list it.
    expect(paywallOffers({ ...access, held: ['case'] }, PLANS).map((o) => o.key)).toEqual(['item', 'joint']);
  });

  it('联合会员 includes 案例 VIP and 灵感 VIP, and nothing includes 联合会员', () => {
    expect(planIncludes('joint', 'case')).toBe(true);
    expect(planIncludes('joint', 'ins')).toBe(true);
    for (const [a, b] of [['case', 'joint'], ['ins', 'joint'], ['case', 'ins'], ['ins', 'case'], ['joint', 'joint']] as [VipKind, VipKind][]) expect(planIncludes(a, b)).toBe(false);
    expect(heldCover('case', ['joint'])).toBe('joint');
    expect(heldCover('joint', ['joint'])).toBeNull();
    expect(heldCover('ins', ['case'])).toBeNull();
  });

  it('the VIP centre never sells a plan a held plan already includes, and says so', () => {
    expect(centreKinds([])).toEqual({ kinds: ['joint', 'case', 'ins'], note: null });
    expect(centreKinds(['case'])).toEqual({ kinds: ['joint', 'case', 'ins'], note: null });
    const joint = centreKinds(['joint']);
    expect(joint.kinds).toEqual(['joint']);
    expect(joint.note).toBe('你的联合会员已包含案例 VIP 与灵感 VIP 的全部权益，可在此续费');
  });
});
