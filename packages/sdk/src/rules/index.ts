export * from './constants';
export * from './list';
export * from './metrics';
export * from './numbers';
export * from './price';
export * from './stream-defaults';
export * from './stream-kind';
