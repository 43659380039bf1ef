'use client';

import useSWR from 'swr';
import type { CropBox, PictureObject } from '@/lib/api/contract/search';
import { dataOrThrow } from '@/lib/api/load';
import { NEVER_REFRESH_SWR_OPTIONS } from '@/lib/policy';
import { objectModels } from '../api';

const boxKey = (b: CropBox) => [b.x, b.y, b.w, b.h].join(',');

/** 找同款模型: the 3D/SU models of one outlined object, the most alike first (GET /case/api/search/object-models). */
export function useObjectModels(img: string | null, object: PictureObject | null) {
  const { data, error, isLoading, mutate } = useSWR(
    img && object ? ['/case/api/search/object-models', img, object.cls, boxKey(object.box)] : null,
    async () => dataOrThrow(await objectModels(img!, object!.cls, object!.box), '同款模型加载失败，请稍后重试'),
    NEVER_REFRESH_SWR_OPTIONS,
  );
  return { data, error: error as Error | undefined, isLoading, retry: () => void mutate() };
}
