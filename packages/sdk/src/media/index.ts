export * from './video-upload';
