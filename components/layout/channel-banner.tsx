import type { Channel } from '@/lib/channel/hosts';
import { CHANNELS, CHANNEL_FULL_NAMES } from '@/lib/channel/hosts';
import { CHANNEL_LINK_ATTR, channelOrigin } from '@/lib/channel/origin';
import styles from './channel-banner.module.css';

const TAGLINES: Record<Channel, string> = {
  interior: '家居、酒店、商业空间的室内案例与软装灵感',
  architecture: '全球建筑案例、立面与体量研究、施工图资源',
  landscape: '公园、街道、庭院与城市景观设计参考',
  student: '课程作业、竞赛作品与作品集素材，为设计学生准备',
  rendering: '高品质效果图、渲染参数与场景模型',
};

/** The channel strip under the header, with links to every channel's own sub-domain. */
export function ChannelBanner({ channel }: { channel: Channel }) {
  return (
    <div className={styles.banner} data-testid="channel-banner">
      <div className={`container ${styles.inner}`}>
        <p style={{ margin: 0 }}>
          <span className={styles.title}>{CHANNEL_FULL_NAMES[channel]}频道</span>
          <span className={styles.tagline}> · {TAGLINES[channel]}</span>
        </p>
        <nav className={styles.channels} aria-label="频道">
          {CHANNELS.map((c) => (
            <a key={c} href={`${channelOrigin(c)}/`} aria-current={c === channel ? 'true' : undefined} {...{ [CHANNEL_LINK_ATTR]: '' }}>
              {CHANNEL_FULL_NAMES[c]}
            </a>
          ))}
        </nav>
      </div>
    </div>
  );
}
