import type { FastifyInstance } from 'fastify';
import type { Db } from '../db/client';
import { feedItemRoutes } from './feed-item-routes';
import { productRoutes } from './product-routes';
import { loadProductFetchSettings } from './settings';

/** Account products and players' products (000 §7 Products, 001 §7 feed items); fetch settings from the environment. */
export function productAreaRoutes(app: FastifyInstance, db: Db) {
  productRoutes(app, db);
  feedItemRoutes(app, db, loadProductFetchSettings());
}
