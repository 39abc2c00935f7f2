import { tmpdir } from 'node:os';
import { basename, dirname } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import { type ClipSize, demoClip } from './seed/demo-videos';

/**
 * The sample videos of the stream tester (spec 000 "Stream tester (/stream-tester)"): a 640×360
 * landscape and a 360×640 portrait clip, so each player layout can be seen with a frame that does
 * and one that does not match its box.
 */
export const SAMPLE_VIDEOS = {
  landscape: { width: 640, height: 360 },
  portrait: { width: 360, height: 640 },
} as const satisfies Record<string, ClipSize>;

/** A sample's name: the file is `/samples/{name}.mp4`. */
export type SampleName = keyof typeof SAMPLE_VIDEOS;

/** Browsers may keep a sample for a day: it only changes when the machine's temp copy is remade. */
const SAMPLE_CACHE = 'public, max-age=86400';

/**
 * `GET /samples/landscape.mp4` and `GET /samples/portrait.mp4`: the stream tester's sample videos,
 * public (no session; outside the API prefix like `/embed/`), made on first use with Debian's
 * ffmpeg by {@link demoClip} and cached in the temp directory. Answers byte ranges (206 with
 * `content-range`) through `@fastify/static`'s `sendFile`, so players can seek; any other name is
 * a 404. Register before the host app so its history fallback never answers these paths.
 */
export async function sampleRoutes(app: FastifyInstance) {
  const made = new Map<SampleName, Promise<string>>();
  const clip = (name: SampleName) => {
    let path = made.get(name);
    if (!path) {
      path = demoClip(SAMPLE_VIDEOS[name]);
      // A failed ffmpeg run is tried again on the next request instead of being remembered.
      path.catch(() => made.delete(name));
      made.set(name, path);
    }
    return path;
  };
  // In its own scope: `reply.sendFile` here never collides with the host app's static plugin.
  await app.register(async (scope) => {
    await scope.register(fastifyStatic, { root: tmpdir(), serve: false });
    scope.get<{ Params: { file: string } }>('/samples/:file', async (request, reply) => {
      const name = /^(landscape|portrait)\.mp4$/.exec(request.params.file)?.[1] as SampleName | undefined;
      if (!name) return reply.status(404).send({ success: false, error: 'Not found.' });
      const path = await clip(name);
      return reply
        .header('cache-control', SAMPLE_CACHE)
        .header('access-control-allow-origin', '*')
        .type('video/mp4')
        .sendFile(basename(path), dirname(path), { cacheControl: false });
    });
  });
}
