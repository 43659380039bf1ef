import type { Metadata } from 'next';
import { DetailRoute, detailRouteMetadata, type DetailRouteParams } from '@/app/[channel]/_controllers/detail-route';

export const revalidate = 300;

// Rendered on first request and cached (ISR); nothing is fetched at build time.
export function generateStaticParams() {
  return [];
}

export function generateMetadata({ params }: { params: DetailRouteParams }): Promise<Metadata> {
  return detailRouteMetadata(params, 'detail_news');
}

export default function CaseDetailPage({ params }: { params: DetailRouteParams }) {
  return <DetailRoute params={params} route="detail_news" />;
}
