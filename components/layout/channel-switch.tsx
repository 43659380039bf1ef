'use client';

import { useAtomValue, useSetAtom } from 'jotai';
import { usePathname, useSearchParams } from 'next/navigation';
import { useEffect } from 'react';
import { CHANNELS, CHANNEL_FULL_NAMES, type Channel } from '@/lib/channel/hosts';
import { switchPath } from '@/lib/channel/switch-path';
import { CHANNEL_LINK_ATTR } from '@/lib/channel/origin';
import { switchHintAtom } from '@/lib/state/channel';

/** The channel links themselves: `paths` per channel ('/' for the homes). */
export function ChannelLinks({ channel, origins, paths }: { channel: Channel; origins: Readonly<Record<Channel, string>>; paths?: Readonly<Partial<Record<Channel, string>>> }) {
  return (
    <>
      {CHANNELS.map((c) => (
        <a key={c} href={`${origins[c]}${paths?.[c] ?? '/'}`} aria-current={c === channel ? 'true' : undefined} {...{ [CHANNEL_LINK_ATTR]: '' }}>
          {CHANNEL_FULL_NAMES[c]}
        </a>
      ))}
    </>
  );
}

/**
 * The channel strip's links, keeping the reader's place: a search keeps its keyword, a detail
 * stays on the same item, a category keeps its category where the target channel has it (the
 * page's ChannelSwitchHint says which), else the target's home (lib/channel/switch-path.ts).
 * Rendered in the browser only (it reads the query string); the server's links go to the homes.
 */
export function ChannelSwitch({ channel, origins }: { channel: Channel; origins: Readonly<Record<Channel, string>> }) {
  const pathname = usePathname();
  const search = useSearchParams().toString();
  const hint = useAtomValue(switchHintAtom);
  const paths = Object.fromEntries(CHANNELS.map((c) => [c, switchPath(pathname, search, c, hint)])) as Record<Channel, string>;
  return <ChannelLinks channel={channel} origins={origins} paths={paths} />;
}

/** Rendered by a category page: the channels whose audience has this category (the strip keeps it there). */
export function ChannelSwitchHint({ path, channels }: { path: string; channels: readonly Channel[] }) {
  const set = useSetAtom(switchHintAtom);
  const key = channels.join();
  useEffect(() => {
    set({ path, channels: key ? (key.split(',') as Channel[]) : [] });
  }, [set, path, key]);
  return null;
}
