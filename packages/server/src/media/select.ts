import { join } from 'node:path';
import { FileStore } from '@tus/file-store';
import type { DataStore } from '@tus/server';
import type { Config } from '../config';
import { S3_PART_BYTES, s3ClientConfig, s3Storage } from './s3-storage';
import { localDiskStorage, type MediaStorage } from './storage';
import { LOCAL_VIDEO_LAYOUT, S3_VIDEO_LAYOUT, type VideoLayout } from './videos';

/**
 * The media store the configuration selects (`STORAGE`): the local disk under `MEDIA_DIR`, or an
 * S3-compatible bucket. Every part of the server that reads or writes media files uses this.
 */
export function mediaStorageFor(config: Pick<Config, 'storage' | 's3' | 'mediaDir'>): MediaStorage {
  return config.storage === 's3' && config.s3 ? s3Storage(config.s3) : localDiskStorage(config.mediaDir);
}

/** Where finished uploads live in the selected store (`tus/<id>` on disk, `<id>` in a bucket). */
export function videoLayoutFor(config: Pick<Config, 'storage' | 's3'>): VideoLayout {
  return config.storage === 's3' && config.s3 ? S3_VIDEO_LAYOUT : LOCAL_VIDEO_LAYOUT;
}

/**
 * The tus datastore and where it keeps uploads, for the same setting: `@tus/file-store` in
 * `MEDIA_DIR/tus`, or `@tus/s3-store` in the bucket (8 MiB parts; an unfinished upload is an S3
 * multipart upload plus `<id>.info`, so a dropped connection resumes from the last stored part).
 * The S3 store and its AWS client are imported only for `STORAGE=s3`, so a server on the local
 * disk does not carry them (issue 18 target 3: idle memory).
 */
export async function videoStoreFor(config: Pick<Config, 'storage' | 's3' | 'mediaDir'>): Promise<{
  datastore: DataStore;
  layout: VideoLayout;
}> {
  if (config.storage === 's3' && config.s3) {
    const { S3Store } = await import('@tus/s3-store');
    const datastore = new S3Store({
      partSize: S3_PART_BYTES,
      s3ClientConfig: { ...s3ClientConfig(config.s3), bucket: config.s3.bucket },
    });
    return { datastore, layout: S3_VIDEO_LAYOUT };
  }
  return {
    datastore: new FileStore({ directory: join(config.mediaDir, 'tus') }),
    layout: LOCAL_VIDEO_LAYOUT,
  };
}
