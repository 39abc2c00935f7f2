export { API_PREFIX } from './api-prefix';
export { type AppOptions, buildApp } from './app';
export { type Config, loadConfig } from './config';
export { type Database, type Db, openDatabase } from './db/client';
export { DEMO_PASSWORD, seedDemo } from './seed/seed';
