import { USER_AGREEMENT } from '@/lib/editorial/standards/user-agreement';
import { standardPage } from '@/app/[channel]/_controllers/standard-page';

// Authored in the repository (the API has no such document): static, revalidated like the rest.
export const revalidate = 300;

const page = standardPage('/fusePage/agreement', USER_AGREEMENT, { href: '/fusePage/privacy', label: '隐私政策' });
export const generateMetadata = page.generateMetadata;
export default page.Page;
