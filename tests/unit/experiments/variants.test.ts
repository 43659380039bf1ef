import {
  clientGroups,
  experimentIdFrom,
  experimentIdOf,
  experimentValue,
  parseExperimentId,
  resetClientGroups,
  setClientGroups,
  whenClientGroupsKnown,
} from '@/components/experiments/client-groups';
import { HOME_VARIANT_SEGMENT, homeLayoutOf, homeValueFor, homeVariantPath, parseHomeVariant } from '@/components/experiments/home-variant';
import { countdownText, markVipPopShown, shouldShowVipPop, VIP_POP_EVERY_MS, VIP_POP_OFFER_MS } from '@/components/experiments/vip-pop-rules';
import { DEFAULT_GROUP_VALUE, type GroupEntry } from '@/lib/api/group-entry';
import { HOME_EXPERIMENT } from '@/lib/api/contract/home-experiment.cjs';
import { bucket } from '@/lib/api/contract/bucket';
import { bucket as apiBucket, groupDef } from '@/backend/src/services/groups';

/** A device id whose edge bucket of the home experiment is `value`. */
function deviceInHome(value: string): string {
  for (let i = 0; ; i++) if (bucket(`unitdev${i}x`, 'newerHomeCutUser', 2) === value) return `unitdev${i}x`;
}

const g = (groupName: string, groupValue: string, channel = 'case'): GroupEntry => ({ channel, groupName, groupValue });

beforeEach(() => {
  localStorage.clear();
  document.cookie = 'deviceId=; path=/; max-age=0';
  resetClientGroups();
});

describe('experiment lookup per variant', () => {
  it('home (newerHomeCutUser) without a device id: the API value, else the stored A-B value, else 1', () => {
    expect(experimentValue([g('newerHomeCutUser', '0', 'home')], 'newerHomeCutUser')).toBe('0');
    expect(experimentValue([], 'newerHomeCutUser')).toBe('0'); // remembered from the call above
    localStorage.clear();
    expect(experimentValue(null, 'newerHomeCutUser')).toBe('1');
  });
  it("home with a device id: the edge's bucket wins over the API answer and is stored", () => {
    for (const value of ['0', '1']) {
      localStorage.clear();
      localStorage.setItem('deviceUuid', deviceInHome(value));
      const other = value === '0' ? '1' : '0';
      expect(experimentValue([g('newerHomeCutUser', other, 'home')], 'newerHomeCutUser')).toBe(value);
      expect(localStorage.getItem('newerHomeCutUser')).toBe(JSON.stringify(value));
    }
  });
  it('similar search (upgradeSimilarSearch) is inverted: raw 1 → 0, raw 0 or missing → 1', () => {
    expect(experimentValue([g('upgradeSimilarSearch', '1', 'ins')], 'upgradeSimilarSearch')).toBe('0');
    expect(experimentValue([g('upgradeSimilarSearch', '0', 'ins')], 'upgradeSimilarSearch')).toBe('1');
    expect(experimentValue([], 'upgradeSimilarSearch')).toBe('1');
  });
  it('VIP pop (vipOrderPop): the API value, default 1', () => {
    expect(experimentValue([g('vipOrderPop', '0', 'vip')], 'vipOrderPop')).toBe('0');
    expect(experimentValue([g('vipOrderPop', ' ', 'vip')], 'vipOrderPop')).toBe('1');
  });
  it('transferCutUser honours its stored value when the API gave none', () => {
    localStorage.setItem('transferCutUser', '"0"');
    expect(experimentValue([], 'transferCutUser')).toBe('0');
  });
});

describe('experiment_id', () => {
  it('lists the reported experiments in a fixed order, as the visitor sees them', () => {
    const id = experimentIdFrom([g('newerHomeCutUser', '0', 'home'), g('upgradeSimilarSearch', '1', 'ins'), g('vipOrderPop', '0', 'vip')]);
    expect(id).toBe('newerHomeCutUser:0|transferCutUser:1|upgradeSimilarSearch:0|vipOrderPop:0');
    expect(parseExperimentId(id)).toEqual({ newerHomeCutUser: '0', transferCutUser: '1', upgradeSimilarSearch: '0', vipOrderPop: '0' });
  });
  it('experimentIdOf follows the published groups; defaults before they are known', async () => {
    expect(experimentIdOf()).toBe('newerHomeCutUser:1|transferCutUser:1|upgradeSimilarSearch:1|vipOrderPop:1');
    const known = whenClientGroupsKnown(10_000);
    setClientGroups([g('vipOrderPop', '0', 'vip'), { bogus: true }]);
    await known;
    expect(clientGroups()).toEqual([g('vipOrderPop', '0', 'vip')]);
    expect(experimentIdOf()).toContain('vipOrderPop:0');
  });
  it('parses garbage to nothing rather than throwing', () => {
    expect(parseExperimentId(undefined)).toEqual({});
    expect(parseExperimentId('a:1|<script>|b:|:2|c:2')).toEqual({ a: '1', c: '2' });
  });
});

describe('the home variant choice (proxy)', () => {
  it("group '0' gets the search-led home's internal path; '1' and others stay on the classic home", () => {
    expect(homeVariantPath('interior', '0')).toBe(`/interior/${HOME_VARIANT_SEGMENT}/0`);
    expect(homeVariantPath('interior', '1')).toBeNull();
    expect(homeVariantPath('interior', '7')).toBeNull();
    expect(homeLayoutOf('0')).toBe('search-first');
    expect(homeLayoutOf('1')).toBe('classic');
    expect(parseHomeVariant('0')).toBe('0');
    expect(parseHomeVariant('1')).toBeNull();
    expect(parseHomeVariant('../x')).toBeNull();
  });
  it("the device id's bucket (the API's own hash and salt) decides; no or a malformed id gets the classic home", () => {
    expect(homeValueFor(deviceInHome('0'))).toBe('0');
    expect(homeValueFor(deviceInHome('1'))).toBe('1');
    expect(homeValueFor(null)).toBe('1');
    // The site server's copy of the rule (lib/server/home-visit.cjs) has the lookup's own default.
    expect(HOME_EXPERIMENT.fallback).toBe(DEFAULT_GROUP_VALUE);
    expect(homeValueFor('x;y')).toBe('1');
    for (let i = 0; i < 200; i++) {
      const id = `agree-${i}-device`;
      expect(homeValueFor(id)).toBe(apiBucket(id, 'newerHomeCutUser', groupDef('newerHomeCutUser').variants));
    }
  });
  it('splits devices about evenly, independently per experiment (the group name is the salt)', () => {
    const n = 4000;
    let zeros = 0;
    let same = 0;
    for (let i = 0; i < n; i++) {
      const home = bucket(`spread${i}`, 'newerHomeCutUser', 2);
      if (home === '0') zeros++;
      if (home === bucket(`spread${i}`, 'transferCutUser', 2)) same++;
    }
    expect(Math.abs(zeros / n - 0.5)).toBeLessThan(0.05);
    expect(Math.abs(same / n - 0.5)).toBeLessThan(0.05);
  });
});

describe('the VIP offer pop', () => {
  const base = { value: '1', loggedIn: true, hasVip: false, banned: false, path: '/detail_news/1', stored: null, now: 1_000_000_000 };
  it('shows for a member without VIP in group 1 only', () => {
    expect(shouldShowVipPop(base)).toBe(true);
    expect(shouldShowVipPop({ ...base, value: '0' })).toBe(false);
    expect(shouldShowVipPop({ ...base, value: null })).toBe(false);
    expect(shouldShowVipPop({ ...base, loggedIn: false })).toBe(false);
    expect(shouldShowVipPop({ ...base, hasVip: true })).toBe(false);
    expect(shouldShowVipPop({ ...base, hasVip: null })).toBe(false);
    expect(shouldShowVipPop({ ...base, banned: true })).toBe(false);
    expect(shouldShowVipPop({ ...base, path: '/editor/experiments' })).toBe(false);
  });
  it('at most once a day; the offer keeps its end while it runs', () => {
    const shown = markVipPopShown(null, base.now);
    expect(shown).toEqual({ shownAt: base.now, endsAt: base.now + VIP_POP_OFFER_MS });
    expect(shouldShowVipPop({ ...base, stored: shown, now: base.now + 60_000 })).toBe(false);
    expect(shouldShowVipPop({ ...base, stored: shown, now: base.now + VIP_POP_EVERY_MS })).toBe(true);
    expect(markVipPopShown(shown, base.now + 1000).endsAt).toBe(shown.endsAt);
    expect(countdownText(29 * 60_000 + 59_500)).toBe('30:00');
    expect(countdownText(61_000)).toBe('01:01');
    expect(countdownText(-5)).toBe('00:00');
  });
});
