export * from './publishing';
export * from './video-upload';
