import type { FastifyInstance } from 'fastify';
import { searchService } from '../../search/service';
import type { Ctx } from '../context';
import { Addresses } from './address';
import { CaseService } from './cases';
import { GatherService } from './gather';
import { PictureChecker } from './picture-check';
import { ReviewService } from './review';
import { sharedSensitiveWords, type SensitiveWords } from './sensitive';
import { UploadService } from './uploads';

/** Everything the gather, upload and review routes share, built once per app. */
export interface UploadServices {
  words: SensitiveWords;
  uploads: UploadService;
  pictures: PictureChecker;
  cases: CaseService;
  review: ReviewService;
  gather: GatherService;
  addresses: Addresses;
}

export function createUploadServices(app: FastifyInstance, ctx: Ctx): UploadServices {
  const words = sharedSensitiveWords();
  const origin = ctx.config.ossPublicOrigin;
  const uploads = new UploadService(ctx.db, ctx.images, ctx.config.dataDir, origin);
  const pictures = new PictureChecker(ctx.db, ctx.images, uploads, ctx.items, searchService(app, ctx), origin);
  const cases = new CaseService(ctx.db, ctx.catalog, uploads, pictures, words, origin);
  const log = (msg: string) => (ctx.config.env === 'test' ? undefined : app.log.warn(msg));
  const review = new ReviewService(ctx.db, ctx.catalog, cases, pictures, { siteOrigin: ctx.config.siteOrigin, secret: ctx.config.revalidateSecret, log });
  return { words, uploads, pictures, cases, review, gather: new GatherService(ctx.db, ctx.items, ctx.presenter), addresses: new Addresses(ctx.db) };
}
