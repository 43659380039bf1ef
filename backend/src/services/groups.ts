import { bucket } from '../../../lib/api/contract/bucket';
import type { UserGroupEntry } from '../../../lib/api/contract/system';

interface GroupDef {
  channel: string;
  variants: number;
}

/** Known experiments (SPEC §3). Unknown names are still assigned (2 variants, channel 'case'). */
const GROUPS: Record<string, GroupDef> = {
  field: { channel: 'case', variants: 2 },
  upgradeField: { channel: 'case', variants: 2 },
  upgradeSimilarSearch: { channel: 'ins', variants: 2 },
  fieldNavigation: { channel: 'case', variants: 2 },
  imageSearchConversion: { channel: 'ins', variants: 2 },
  allSiteExperience: { channel: 'home', variants: 2 },
  allSiteVip: { channel: 'vip', variants: 2 },
  allSiteVipV3: { channel: 'vip', variants: 3 },
  vipOrderPop: { channel: 'vip', variants: 2 },
  caseDrive: { channel: 'case', variants: 2 },
  modelResource: { channel: '3d', variants: 2 },
  lossWarning: { channel: 'vip', variants: 2 },
  userDiverse: { channel: 'home', variants: 3 },
  newerHomeCutUser: { channel: 'home', variants: 2 },
  transferCutUser: { channel: 'home', variants: 2 },
  searchResultStyle: { channel: 'search', variants: 2 },
  detailRecommend: { channel: 'detail', variants: 2 },
  aiDrawing: { channel: 'ai', variants: 2 },
  aiSearch: { channel: 'ai', variants: 2 },
  caseProductFramework: { channel: 'case', variants: 2 },
  insProductFramework: { channel: 'ins', variants: 2 },
  '3dProductFramework': { channel: '3d', variants: 2 },
  suProductFramework: { channel: 'su', variants: 2 },
};

export function groupDef(name: string): GroupDef {
  const known = GROUPS[name];
  if (known) return known;
  const framework = /^([A-Za-z0-9]+)ProductFramework$/.exec(name);
  if (framework) return { channel: framework[1]!, variants: 2 };
  if (/^ai[A-Z]/.test(name)) return { channel: 'ai', variants: 2 };
  return { channel: 'case', variants: 2 };
}

/**
 * Stable bucket: the same key and group always get the same value. The site's edge and browser use
 * the same function (lib/api/contract/bucket.ts), so their variant agrees with this answer.
 */
export { bucket };

export function assignGroups(deviceId: string, accountKey: string, deviceGroups: string[], accountGroups: string[]): UserGroupEntry[] {
  const out: UserGroupEntry[] = [];
  const seen = new Set<string>();
  const add = (name: string, scope: 'device' | 'account') => {
    if (seen.has(`${scope}:${name}`)) return;
    seen.add(`${scope}:${name}`);
    const def = groupDef(name);
    out.push({ channel: def.channel, groupName: name, groupValue: bucket(scope === 'device' ? deviceId : accountKey, name, def.variants), scope });
  };
  if (!deviceGroups.length && !accountGroups.length) {
    for (const name of Object.keys(GROUPS)) add(name, 'device');
  }
  for (const name of deviceGroups) add(name, 'device');
  for (const name of accountGroups) add(name, 'account');
  return out;
}
