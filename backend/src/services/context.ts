import type Database from 'better-sqlite3';
import type { AppConfig } from '../config';
import { Catalog } from '../db/repo/catalog';
import { DesignerRepo } from '../db/repo/designers';
import { ItemRepo } from '../db/repo/items';
import { UploadedItems } from '../db/repo/uploaded-items';
import { Presenter } from '../domain/present';
import { ImageService } from '../images/service';
import { AudienceScopes } from './audience';
import { ContentService } from './content';
import { TopicService } from './topics';

/** Everything a route needs, built once per app. */
export interface Ctx {
  config: AppConfig;
  db: Database.Database;
  catalog: Catalog;
  items: ItemRepo;
  designers: DesignerRepo;
  presenter: Presenter;
  content: ContentService;
  images: ImageService;
  topics: TopicService;
}

export function createCtx(config: AppConfig, db: Database.Database): Ctx {
  const catalog = new Catalog(db);
  const items = new ItemRepo(db);
  const designers = new DesignerRepo(db);
  const presenter = new Presenter(catalog, config.ossPublicOrigin, new UploadedItems(db));
  const content = new ContentService(catalog, items, presenter, new AudienceScopes(catalog));
  const images = new ImageService(config.dataDir, config.imageCacheMb);
  const topics = new TopicService(db, catalog);
  return { config, db, catalog, items, designers, presenter, content, images, topics };
}
