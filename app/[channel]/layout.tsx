import type { Metadata, Viewport } from 'next';
import { isChannel, type Channel } from '@/lib/channel/hosts';
import { channelOrigin } from '@/lib/channel/origin';
import { SITE_NAME } from '@/lib/site';
import { SiteHeader } from '@/components/layout/site-header';
import { SiteFooter } from '@/components/layout/site-footer';
import { ChannelBanner } from '@/components/layout/channel-banner';
import { ClientBoot } from '@/components/layout/client-boot';
import { DeferredWidgets } from '@/components/widgets/deferred-widgets';
import { ModalHost } from '@/components/layout/modal-host';
import '../globals.css';

// proxy.ts rewrites each host to its /{channel} segment. No channel is prerendered at build
// time (the API is not running then): each renders on its first request and is cached (ISR).
export { generateStaticParams } from '@/lib/route/on-demand';

// The layout frames every page, not-found ones included: an unknown segment gets the default frame.
function channelOrDefault(value: string): Channel {
  return isChannel(value) ? value : 'architecture';
}

export async function generateMetadata({ params }: LayoutProps<'/[channel]'>): Promise<Metadata> {
  const channel = channelOrDefault((await params).channel);
  return {
    metadataBase: new URL(channelOrigin(channel)),
    title: { default: `${SITE_NAME} - 设计案例、灵感图库与模型素材`, template: `%s - ${SITE_NAME}` },
    description: `${SITE_NAME}：设计案例、灵感图片、3D/SU模型、贴图、施工图、方案文本、杂志与顶尖设计师，面向设计师与设计学生。`,
    applicationName: SITE_NAME,
    // A PNG, not the SVG: a browser decodes an SVG icon as a whole SVG document on the page's main
    // thread (its CJK glyph needing a font fallback), a long task in the blocking-time window (issue 40).
    icons: { icon: { url: '/favicon.png', type: 'image/png', sizes: '48x48' } },
  };
}

export const viewport: Viewport = { width: 'device-width', initialScale: 1, themeColor: '#c8431f' };

export default async function RootLayout({ children, params }: LayoutProps<'/[channel]'>) {
  const channel = channelOrDefault((await params).channel);
  return (
    <html lang="zh-CN" data-channel={channel}>
      <body>
        <a className="skip-link" href="#main">跳到主要内容</a>
        <SiteHeader channel={channel} />
        <ChannelBanner channel={channel} />
        <main id="main">{children}</main>
        <SiteFooter />
        <DeferredWidgets />
        <ModalHost />
        <ClientBoot />
      </body>
    </html>
  );
}
