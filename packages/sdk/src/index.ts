export * from './analytics/index';
export * from './client/index';
export * from './errors/index';
export * from './media/index';
export * from './realtime/index';
export * from './rules/index';
export * from './schemas/index';
export * from './texts/index';
