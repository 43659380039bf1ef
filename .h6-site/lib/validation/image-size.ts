import { z } from 'zod';

/** SPEC §5: width and height must be greater than 0. */
export const IMAGE_SIZE_ERROR = '图片宽度和高度必须大于0';

const dimension = z.number({ error: IMAGE_SIZE_ERROR }).gt(0, { error: IMAGE_SIZE_ERROR });

export const imageSizeSchema = z.object({ width: dimension, height: dimension });

/** null when valid, else the error message. */
export function validateImageSize(width: unknown, height: unknown): string | null {
  return imageSizeSchema.safeParse({ width, height }).success ? null : IMAGE_SIZE_ERROR;
}
