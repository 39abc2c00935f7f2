import type { FastifyRequest } from 'fastify';
import { API_PREFIX } from '../api-prefix';
import type { ImageVariant } from './images';

/**
 * Addresses this server hands out for its own media. Kept apart from the image routes so readers of
 * images (the stream serializer, the player document) do not import the route module back.
 */

/** `scheme://host[:port]` the request reached, for links back to this server. */
export const originOf = (request: FastifyRequest) => `${request.protocol}://${request.host}`;

/** The public address of one image variant. */
export const imageUrl = (origin: string, id: string, variant: ImageVariant) =>
  `${origin}${API_PREFIX}/media/image/${id}/${variant}`;

/** The public address of an uploaded video (`GET /media/video/{id}`, the file as it plays). */
export const videoUrl = (origin: string, id: string) =>
  `${origin}${API_PREFIX}/media/video/${encodeURIComponent(id)}`;

/** The public address of an uploaded video's poster (`GET /media/video/{id}/poster.jpg`, JPEG, 640 px wide). */
export const videoPosterUrl = (origin: string, id: string) => `${videoUrl(origin, id)}/poster.jpg`;
