import type { Metadata } from 'next';
import { DetailRoute, detailRouteMetadata, type DetailRouteParams } from '@/app/[channel]/_controllers/detail-route';

export const revalidate = 300;
export { generateStaticParams } from '@/lib/route/on-demand';

export function generateMetadata({ params }: { params: DetailRouteParams }): Promise<Metadata> {
  return detailRouteMetadata(params, 'detail');
}

export default function DetailPage({ params }: { params: DetailRouteParams }) {
  return <DetailRoute params={params} route="detail" />;
}
