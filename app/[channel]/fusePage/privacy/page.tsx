import { PRIVACY_POLICY } from '@/lib/editorial/standards/privacy-policy';
import { standardPage } from '@/app/[channel]/_controllers/standard-page';

// Authored in the repository (the API has no such document): static, revalidated like the rest.
export const revalidate = 300;

const page = standardPage('/fusePage/privacy', PRIVACY_POLICY, { href: '/fusePage/agreement', label: '用户协议' });
export const generateMetadata = page.generateMetadata;
export default page.Page;
