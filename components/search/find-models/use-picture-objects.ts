'use client';

import useSWR from 'swr';
import { dataOrThrow } from '@/lib/api/load';
import { NEVER_REFRESH_SWR_OPTIONS } from '@/lib/policy';
import { pictureObjects } from '../api';

/**
 * 找同款模型: the objects outlined in a picture (GET /case/api/search/objects), asked only once the
 * visitor turns the finder on (`img` null until then). A picture's objects never change: fetched
 * once per page; a failure shows its message with a retry.
 */
export function usePictureObjects(img: string | null) {
  const { data, error, isLoading, mutate } = useSWR(img ? ['/case/api/search/objects', img] : null, async () => dataOrThrow(await pictureObjects(img!), '识别失败，请稍后重试'), NEVER_REFRESH_SWR_OPTIONS);
  return { objects: data?.objects, error: error as Error | undefined, isLoading, retry: () => void mutate() };
}
