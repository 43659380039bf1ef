import { Suspense } from 'react';
import type { Channel } from '@/lib/channel/hosts';
import { CHANNELS, CHANNEL_FULL_NAMES } from '@/lib/channel/hosts';
import { channelOrigin } from '@/lib/channel/origin';
import { ChannelLinks, ChannelSwitch } from './channel-switch';
import styles from './channel-banner.module.css';

const TAGLINES: Record<Channel, string> = {
  interior: '家居、酒店、商业空间的室内案例与软装灵感',
  architecture: '全球建筑案例、立面与体量研究、施工图资源',
  landscape: '公园、街道、庭院与城市景观设计参考',
  student: '方案文本、设计百科与免费素材，为设计学生准备',
  rendering: '高品质效果图、灵感图集与场景模型',
};

/**
 * The channel strip under the header, with links to every channel's own sub-domain. The server
 * renders links to the homes (what crawlers follow); in the browser they keep the current page.
 */
export function ChannelBanner({ channel }: { channel: Channel }) {
  const origins = Object.fromEntries(CHANNELS.map((c) => [c, channelOrigin(c)])) as Record<Channel, string>;
  return (
    <div className={styles.banner} data-testid="channel-banner">
      <div className={`container ${styles.inner}`}>
        <p style={{ margin: 0 }}>
          <span className={styles.title}>{CHANNEL_FULL_NAMES[channel]}频道</span>
          <span className={styles.tagline}> · {TAGLINES[channel]}</span>
        </p>
        <nav className={styles.channels} aria-label="频道">
          <Suspense fallback={<ChannelLinks channel={channel} origins={origins} />}>
            <ChannelSwitch channel={channel} origins={origins} />
          </Suspense>
        </nav>
      </div>
    </div>
  );
}
