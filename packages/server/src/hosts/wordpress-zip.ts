import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { zipSync } from 'fflate';

/**
 * The plugin's source folder in the repository: from `src/hosts/` under tsx, from `dist/` for the
 * compiled server (both run from the same checkout).
 */
const PLUGIN_DIR =
  ['../../../wordpress-plugin/smuc', '../../wordpress-plugin/smuc']
    .map((p) => new URL(p, import.meta.url).pathname)
    .find((p) => existsSync(join(p, 'smuc.php'))) ?? '';

function files(dir: string, into: Record<string, Uint8Array>, root = dir) {
  for (const name of readdirSync(dir)) {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) files(path, into, root);
    else into[`smuc/${relative(root, path)}`] = readFileSync(path);
  }
  return into;
}

/**
 * The WordPress plugin as WordPress installs it (`smuc/smuc.php` at the top of the zip), built
 * from `packages/wordpress-plugin/smuc` on first request and kept in memory. Answers null when
 * the folder is not shipped with this server.
 */
let cached: Uint8Array | null | undefined;
export function wordpressPluginZip(dir = PLUGIN_DIR): Uint8Array | null {
  if (cached !== undefined) return cached;
  try {
    cached = zipSync(files(dir, {}), { level: 9 });
  } catch {
    cached = null;
  }
  return cached;
}

/**
 * `GET /integrations/wordpress-plugin.zip` (000 §2 Integrations): the plugin download. Public (the
 * plugin holds no secret; the site token is pasted in WordPress). 404 when the plugin is not shipped.
 */
export function wordpressZipRoute(app: FastifyInstance) {
  app.get('/integrations/wordpress-plugin.zip', { schema: { hide: true } }, async (_request, reply) => {
    const zip = wordpressPluginZip();
    if (!zip) return reply.code(404).send({ success: false, error: 'Not found.' });
    return reply
      .header('content-type', 'application/zip')
      .header('content-disposition', 'attachment; filename="smuc-wordpress-plugin.zip"')
      .header('cache-control', 'public, max-age=3600')
      .send(Buffer.from(zip));
  });
}
