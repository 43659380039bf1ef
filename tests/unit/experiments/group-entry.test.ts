import { cleanGroups, isGroupEntry } from '@/lib/api/group-entry';
import { GROUP_NAMES } from '@/components/experiments/groups';

describe('group entries', () => {
  it('validates the SPEC shape', () => {
    expect(isGroupEntry({ channel: 'case', groupName: 'caseDrive', groupValue: '1' })).toBe(true);
    expect(isGroupEntry({ channel: 'ai', groupName: 'x', groupValue: '' })).toBe(true);
    expect(isGroupEntry({ channel: '', groupName: 'x', groupValue: '1' })).toBe(false);
    expect(isGroupEntry({ channel: 'case', groupName: 'x', groupValue: 1 })).toBe(false);
    expect(isGroupEntry({ channel: 'case', groupName: 'x'.repeat(65), groupValue: '1' })).toBe(false);
    expect(isGroupEntry(null)).toBe(false);
    expect(isGroupEntry('x')).toBe(false);
  });
  it('cleans lists to the three fields', () => {
    expect(cleanGroups([{ channel: 'case', groupName: 'a', groupValue: '1', scope: 'device', extra: 1 }, { bad: true }, 3])).toEqual([
      { channel: 'case', groupName: 'a', groupValue: '1' },
    ]);
    expect(cleanGroups('nope')).toEqual([]);
    expect(cleanGroups(undefined)).toEqual([]);
  });
  it('knows the SPEC names', () => {
    expect(GROUP_NAMES).toEqual(expect.arrayContaining(['field', 'upgradeField', 'caseProductFramework', 'upgradeSimilarSearch', 'userDiverse']));
  });
});
