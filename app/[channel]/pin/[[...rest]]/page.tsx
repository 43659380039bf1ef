import { areaHomePage } from '@/app/[channel]/_controllers/area-home-page';

// /pin only: the optional catch-all keeps the page out of the build (see app/[channel]/[[...rest]]).
export const revalidate = 300;
export { generateStaticParams } from '@/lib/route/on-demand';

const page = areaHomePage('pin');

export const generateMetadata = page.generateMetadata;
export default page.Page;
