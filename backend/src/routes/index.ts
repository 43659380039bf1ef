import type { FastifyInstance, FastifyPluginAsync } from 'fastify';
import { installRoleGuard } from '../http/role';
import { isBanned } from '../services/account/account-view';
import { uploadError } from '../services/upload/errors';
import { accountRoutes } from './account';
import { aiRoutes } from './ai';
import { classifyRoutes } from './classify';
import { collectRoutes } from './collect';
import { collectionRoutes } from './collections';
import { contentRoutes } from './content';
import { designerRoutes } from './designers';
import { experimentReportRoutes } from './experiment-report';
import { followRoutes } from './follow';
import { gatherRoutes } from './gather';
import { ossRoutes } from './oss';
import { payRoutes } from './pay';
import { reviewRoutes } from './review';
import { searchRoutes } from './search';
import { searchImageRoutes } from './search-image';
import { searchTestRoutes } from './search-test-only';
import { seoRoutes } from './seo';
import { systemRoutes } from './system';
import { trackingRoutes } from './tracking';
import { uploadRoutes } from './upload';
import { wordRoutes } from './words';
import { worldNavRoutes } from './world-nav';

/**
 * Every route plugin of the API, in registration order (the order of `app.routeList`). Each
 * declares its routes with their schema and `config` (csrf, role, rateLimit) beside them and reads its
 * services from the app's decorations (`ctx`, `accounts`, `uploads`). One typed list rather than
 * @fastify/autoload: no directory scan under tsx and jest, and a missing plugin is a compile error.
 */
const ROUTE_PLUGINS: FastifyPluginAsync[] = [
  systemRoutes,
  classifyRoutes,
  contentRoutes,
  collectionRoutes,
  designerRoutes,
  seoRoutes,
  worldNavRoutes,
  ossRoutes,
  searchRoutes,
  searchImageRoutes,
  searchTestRoutes,
  wordRoutes,
  aiRoutes,
  trackingRoutes,
  accountRoutes,
  payRoutes,
  collectRoutes,
  followRoutes,
  experimentReportRoutes,
  uploadRoutes,
  gatherRoutes,
  reviewRoutes,
];

export async function registerRoutes(app: FastifyInstance): Promise<void> {
  installRoleGuard(app, {
    member: (request) => app.accounts.require(request),
    // Banned members may browse but not upload (SPEC §6).
    uploader: (request) => {
      const found = app.accounts.require(request);
      if (isBanned(found.account)) throw uploadError.banned();
      return found;
    },
    editor: (request) => app.accounts.requireEditor(request),
  });
  for (const plugin of ROUTE_PLUGINS) await app.register(plugin);
}
