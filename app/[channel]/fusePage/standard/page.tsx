import { CONTENT_STANDARD } from '@/lib/editorial/standards/content-standard';
import { standardPage } from '@/app/[channel]/_controllers/standard-page';

// Authored in the repository (the API has no such document): static, revalidated like the rest.
export const revalidate = 300;

const page = standardPage('/fusePage/standard', CONTENT_STANDARD, { href: '/fusePage/auditStandard', label: '内容审核标准' });
export const generateMetadata = page.generateMetadata;
export default page.Page;
