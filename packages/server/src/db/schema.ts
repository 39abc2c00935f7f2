/**
 * The database schema: every table, one module per area under `tables/` (issue 33 §4), re-exported
 * here so drizzle-kit (`drizzle.config.ts` reads this file) and the server's imports of
 * `db/schema` keep one address. Migrations are in `drizzle/`.
 */
export * from './tables/accounts';
export * from './tables/analytics';
export * from './tables/forms';
export * from './tables/live';
export * from './tables/media';
export * from './tables/payments';
export * from './tables/platforms';
export * from './tables/products';
export * from './tables/requests';
export * from './tables/rollups';
export * from './tables/sign-in';
export * from './tables/streams';
