import { PersonalIsland } from '@/components/personal/personal-island';
import { PrivateShell, privateMetadata } from '@/components/layout/private-page';

export const metadata = privateMetadata('个人中心', '账号信息、会员状态与权益');

/** /personal: a static shell; the account, VIP state and rights render in the browser. */
export default function PersonalPage() {
  return (
    <PrivateShell title="个人中心">
      <PersonalIsland />
    </PrivateShell>
  );
}
