export * from './common';
export * from './envelope';
export * from './report';
export * from './stream';
export * from './user';
