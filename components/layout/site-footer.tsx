import Link from 'next/link';
import { TOPICS_HOME } from '@/lib/content/topics';
import { SITE_NAME } from '@/lib/site';
import { HydrateNearView } from '@/components/content/hydrate-near-view';
import styles from './site-footer.module.css';

const COLUMNS = [
  {
    title: '素材资源',
    links: [
      { href: '/3d', label: '3D模型' },
      { href: '/su', label: 'SU模型' },
      { href: '/tietu', label: '贴图' },
      { href: '/sgt', label: '施工图' },
      { href: '/wenben', label: '方案文本' },
    ],
  },
  {
    title: '设计灵感',
    links: [
      { href: '/news', label: '全球案例' },
      { href: '/pin', label: '灵感图库' },
      { href: '/dayUpdate', label: '每日更新' },
      { href: TOPICS_HOME, label: '设计专题' },
      { href: '/internationalAwards', label: '国际奖项' },
      { href: '/similarimg', label: '以图搜图' },
      { href: '/AISearch', label: 'AI搜索' },
    ],
  },
  {
    title: '设计资讯',
    links: [
      { href: '/magazine/0_0_0_1', label: '设计杂志' },
      { href: '/artDesign/0_0_1', label: '艺术设计' },
      { href: '/artDesign/1_0_1', label: '产品设计' },
      { href: '/artDevice/1', label: '艺术装置' },
      { href: '/material/0', label: '材料库' },
      { href: '/bk.html', label: '设计百科' },
    ],
  },
  {
    title: '设计师',
    links: [
      { href: '/designerEntrance', label: '设计师入驻' },
      { href: '/topTeacher/0', label: '顶尖设计师' },
      { href: '/fusePage/standard', label: '上传规范' },
      { href: '/fusePage/auditStandard', label: '审核标准' },
      { href: '/worldNav', label: '设计网址导航' },
    ],
  },
];

export function SiteFooter() {
  return (
    <footer className={styles.footer}>
      <div className={`container ${styles.inner}`}>
        <div>
          <p style={{ color: '#fff', fontSize: 18, fontWeight: 700, margin: '0 0 6px' }}>{SITE_NAME}</p>
          <p style={{ margin: 0 }}>为设计师与设计学生提供案例、灵感与素材</p>
        </div>
        {/* At the end of every page: its links (Next's <Link>, client components) are hydrated as the reader nears them. */}
        <HydrateNearView as="div" className={styles.cols}>
          {COLUMNS.map((col) => (
            <section key={col.title} className={styles.col}>
              <h2>{col.title}</h2>
              <ul>
                {col.links.map((l) => (
                  <li key={l.href}>
                    <Link href={l.href} prefetch={false}>
                      {l.label}
                    </Link>
                  </li>
                ))}
              </ul>
            </section>
          ))}
        </HydrateNearView>
      </div>
      <p className={styles.legal}>
        © {new Date().getFullYear()} {SITE_NAME} · 本站素材仅供学习交流 · <Link href="/fusePage/agreement" prefetch={false}>
          用户协议
        </Link>{' · '}
        <Link href="/fusePage/privacy" prefetch={false}>
          隐私政策
        </Link>
      </p>
    </footer>
  );
}
