export * from './video-upload';
export * from './publishing';
