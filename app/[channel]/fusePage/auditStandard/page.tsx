import { AUDIT_STANDARD } from '@/lib/editorial/standards/audit-standard';
import { standardPage } from '@/app/[channel]/_controllers/standard-page';

// Authored in the repository (the API has no such document): static, revalidated like the rest.
export const revalidate = 300;

const page = standardPage('/fusePage/auditStandard', AUDIT_STANDARD, { href: '/fusePage/standard', label: '社区内容规范' });
export const generateMetadata = page.generateMetadata;
export default page.Page;
