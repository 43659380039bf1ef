import { atom } from 'jotai';
import type { SwitchHint } from '@/lib/channel/switch-path';

/** What the current page tells the channel strip (set by ChannelSwitchHint; a hint names its path). */
export const switchHintAtom = atom<SwitchHint | null>(null);
