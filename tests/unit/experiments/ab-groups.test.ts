import { AB_GROUPS, abGroupsFrom, resolveAbGroups } from '@/components/experiments/ab-groups';
import type { GroupEntry } from '@/lib/api/group-entry';
import { AB_AREAS } from '@/components/experiments/groups';

const g = (groupName: string, groupValue: string, channel = 'case'): GroupEntry => ({ channel, groupName, groupValue });

beforeEach(() => localStorage.clear());

describe('A-B groups for case, home, detail, search, VIP and AI drawing', () => {
  it('covers the six areas, two of them kept in local storage', () => {
    expect(AB_AREAS).toEqual(['case', 'home', 'detail', 'search', 'vip', 'aiDraw']);
    expect(AB_GROUPS.home.storageKey).toBe('newerHomeCutUser');
    expect(AB_GROUPS.detail.storageKey).toBe('transferCutUser');
    expect(AB_GROUPS.aiDraw.channel).toBe('ai');
  });
  it('defaults every area to 1', () => {
    expect(abGroupsFrom([])).toEqual({ case: '1', home: '1', detail: '1', search: '1', vip: '1', aiDraw: '1' });
  });
  it('reads each area from its group', () => {
    const groups = [
      g('caseDrive', '2'),
      g('newerHomeCutUser', '0', 'home'),
      g('transferCutUser', '0', 'detail'),
      g('imageSearchConversion', '3', 'search'),
      g('allSiteVipV3', '0', 'vip'),
      g('aiDraw', '2', 'ai'),
    ];
    expect(abGroupsFrom(groups)).toEqual({ case: '2', home: '0', detail: '0', search: '3', vip: '0', aiDraw: '2' });
  });
  it('stores server assignments of the storage-backed areas', () => {
    resolveAbGroups([g('newerHomeCutUser', '0', 'home'), g('transferCutUser', '2', 'detail')]);
    expect(localStorage.getItem('newerHomeCutUser')).toBe('"0"');
    expect(localStorage.getItem('transferCutUser')).toBe('"2"');
  });
  it('falls back to the stored assignment when the server gave none', () => {
    localStorage.setItem('newerHomeCutUser', '"0"');
    localStorage.setItem('transferCutUser', '"2"');
    expect(resolveAbGroups([])).toMatchObject({ home: '0', detail: '2', case: '1' });
  });
  it('a server answer wins over and refreshes the stored one', () => {
    localStorage.setItem('newerHomeCutUser', '"0"');
    expect(resolveAbGroups([g('newerHomeCutUser', '1', 'home')]).home).toBe('1');
    expect(localStorage.getItem('newerHomeCutUser')).toBe('"1"');
  });
  it('ignores unusable stored values', () => {
    localStorage.setItem('newerHomeCutUser', 'garbage');
    localStorage.setItem('transferCutUser', '5');
    expect(resolveAbGroups(undefined)).toMatchObject({ home: '1', detail: '1' });
  });
});
