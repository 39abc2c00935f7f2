import multipart from '@fastify/multipart';
import type { FastifyInstance } from 'fastify';
import type { Config } from '../config';
import type { Db } from '../db/client';
import { UploadChecks } from './checks';
import { imageRoutes, purgeUnconfirmedImages } from './image-routes';
import { mediaStorageFor, videoStoreFor } from './select';
import { socialRoutes } from './social';
import type { MediaStorage } from './storage';
import { Transcoder } from './transcode';
import { videoRoutes } from './video-routes';
import { purgeAbandonedVideos } from './videos';
import { vodRoutes } from './vod-routes';

/** How often unconfirmed images are swept (ms). */
const PURGE_EVERY_MS = 60 * 60 * 1000;

/** Another folder's upload routes that take the media scope's multipart parsing and store (fonts). */
export type UploadRoutes = (scope: FastifyInstance, db: Db, storage: MediaStorage) => void;
/** Another folder's routes that read the stored video files (caption generation): store and key of a video id. */
export type VideoFileRoutes = (
  scope: FastifyInstance,
  db: Db,
  storage: MediaStorage,
  fileKey: (id: string) => string,
) => void;

/**
 * The media routes (images, tus videos, and the `uploadRoutes` app.ts hands in: fonts) in their own
 * encapsulated scope, so multipart parsing and upload sizes apply to them only and the JSON body
 * limit of other routes is unchanged. Files live in the store `STORAGE` selects (`select.ts`: local
 * disk under `config.mediaDir`, or S3). `videoFileRoutes` get that store and the videos' file
 * keys (caption generation reads a video's sound).
 */
export async function mediaPlugin(
  app: FastifyInstance,
  {
    db,
    config,
    uploadRoutes = [],
    videoFileRoutes = [],
  }: { db: Db; config: Config; uploadRoutes?: UploadRoutes[]; videoFileRoutes?: VideoFileRoutes[] },
) {
  const storage = mediaStorageFor(config);
  const videos = await videoStoreFor(config);
  const transcoder = new Transcoder(db, storage, videos.layout.fileKey, (error) => app.log.error(error));
  const checks = new UploadChecks(db, storage, videos.layout, transcoder, (error) => app.log.error(error));
  await app.register(async (scope) => {
    // A refused upload is answered before its body is read to the end: close that connection
    // instead of keeping it alive half-read (it would hold the server's shutdown for 72 s).
    scope.addHook('onSend', async (request, reply) => {
      if (reply.statusCode >= 400 && request.isMultipart()) reply.header('connection', 'close');
    });
    await scope.register(multipart, {
      limits: { fileSize: 10 * 1024 * 1024, files: 2, fields: 10, parts: 12 },
    });
    imageRoutes(scope, db, storage);
    for (const routes of uploadRoutes) routes(scope, db, storage);
    for (const routes of videoFileRoutes) routes(scope, db, storage, videos.layout.fileKey);
    videoRoutes(scope, db, storage, videos, { transcoder, checks });
    vodRoutes(scope, db, storage, videos.layout, transcoder);
    socialRoutes(scope, db, config);
  });
  // A transcode cut off by a restart starts again from the kept original; an upload whose checks
  // were cut off is checked again.
  transcoder.resume().catch((error) => app.log.error(error));
  checks.resume().catch((error) => app.log.error(error));
  const timer = setInterval(() => {
    purgeUnconfirmedImages(db, storage).catch((error) => app.log.error(error));
    purgeAbandonedVideos(db, storage, new Date(), videos.layout).catch((error) => app.log.error(error));
  }, PURGE_EVERY_MS);
  timer.unref();
  app.addHook('onClose', async () => {
    clearInterval(timer);
    await checks.close();
    await transcoder.close();
  });
}
