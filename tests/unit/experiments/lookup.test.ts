import { DEFAULT_GROUP_VALUE, PRODUCT_FRAMEWORK, type GroupEntry } from '@/lib/api/group-entry';
import { findGroup, groupValue, inGroup, INVERTED_GROUPS, lookupName, serverGroupNames } from '@/components/experiments/lookup';

const g = (groupName: string, groupValue: string, channel = 'case'): GroupEntry => ({ channel, groupName, groupValue });

describe('shared lookup name of the first three groups', () => {
  it('field, upgradeField and {product}ProductFramework use {product}ProductFramework', () => {
    expect(PRODUCT_FRAMEWORK).toBe('caseProductFramework');
    expect(lookupName('field')).toBe('caseProductFramework');
    expect(lookupName('upgradeField')).toBe('caseProductFramework');
    expect(lookupName('caseProductFramework')).toBe('caseProductFramework');
    expect(lookupName('upgradeSimilarSearch')).toBe('upgradeSimilarSearch');
    expect(lookupName('allSiteVip')).toBe('allSiteVip');
  });
  it('asks the server for each name once', () => {
    expect(serverGroupNames(['field', 'upgradeField', 'caseProductFramework', 'caseDrive', 'caseDrive'])).toEqual(['caseProductFramework', 'caseDrive']);
  });
});

describe('groupValue', () => {
  it('default is the string 1 for every name when nothing is known', () => {
    expect(DEFAULT_GROUP_VALUE).toBe('1');
    for (const name of ['field', 'upgradeField', 'caseProductFramework', 'upgradeSimilarSearch', 'allSiteVipV3', 'whatever']) {
      expect(groupValue([], name)).toBe('1');
      expect(groupValue(undefined, name)).toBe('1');
      expect(groupValue(null, name)).toBe('1');
    }
  });
  it('returns stored values of ordinary groups as they are', () => {
    const groups = [g('allSiteVipV3', '2'), g('vipOrderPop', '0'), g('lossWarning', ' ')];
    expect(groupValue(groups, 'allSiteVipV3')).toBe('2');
    expect(groupValue(groups, 'vipOrderPop')).toBe('0');
    expect(groupValue(groups, 'lossWarning')).toBe('1');
  });
  it('inverts field, upgradeField and upgradeSimilarSearch: 1 → 0, otherwise 1', () => {
    expect([...INVERTED_GROUPS].sort()).toEqual(['field', 'upgradeField', 'upgradeSimilarSearch']);
    const on = [g('caseProductFramework', '1'), g('upgradeSimilarSearch', '1')];
    expect(groupValue(on, 'caseProductFramework')).toBe('1');
    expect(groupValue(on, 'field')).toBe('0');
    expect(groupValue(on, 'upgradeField')).toBe('0');
    expect(groupValue(on, 'upgradeSimilarSearch')).toBe('0');
    for (const v of ['0', '2', '']) {
      const other = [g('caseProductFramework', v), g('upgradeSimilarSearch', v)];
      expect(groupValue(other, 'field')).toBe('1');
      expect(groupValue(other, 'upgradeField')).toBe('1');
      expect(groupValue(other, 'upgradeSimilarSearch')).toBe('1');
    }
    expect(groupValue([g('caseProductFramework', '0')], 'caseProductFramework')).toBe('0');
  });
  it('an entry literally named field is not used: field reads the shared name', () => {
    expect(groupValue([g('field', '1')], 'field')).toBe('1');
    expect(groupValue([g('field', '0'), g('caseProductFramework', '1')], 'field')).toBe('0');
  });
  it('prefers an entry of the given channel, else any channel', () => {
    const groups = [g('aiDraw', '0', 'case'), g('aiDraw', '2', 'ai')];
    expect(groupValue(groups, 'aiDraw', 'ai')).toBe('2');
    expect(groupValue(groups, 'aiDraw')).toBe('0');
    expect(groupValue([g('aiDraw', '3', 'case')], 'aiDraw', 'ai')).toBe('3');
    expect(findGroup(groups, 'missing', 'ai')).toBeUndefined();
  });
  it('trims values and tests membership', () => {
    expect(groupValue([g('caseDrive', ' 2 ')], 'caseDrive')).toBe('2');
    expect(inGroup([g('caseDrive', '2')], 'caseDrive', '2')).toBe(true);
    expect(inGroup([], 'caseDrive')).toBe(true);
    expect(inGroup([g('caseProductFramework', '1')], 'field')).toBe(false);
  });
});
