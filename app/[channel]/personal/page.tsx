import type { Metadata } from 'next';
import { PersonalIsland } from '@/components/personal/personal-island';

export const metadata: Metadata = {
  title: '个人中心',
  description: '账号信息、会员状态与权益',
  // A private page: nothing here is for search engines.
  robots: { index: false, follow: false },
};

/** /personal: a static shell; the account, VIP state and rights render in the browser. */
export default function PersonalPage() {
  return (
    <div className="container" style={{ padding: '24px 20px 48px' }}>
      <h1 style={{ fontSize: 24, margin: '0 0 16px' }}>个人中心</h1>
      <PersonalIsland />
    </div>
  );
}
