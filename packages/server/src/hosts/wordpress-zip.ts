import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { errorEnvelopeSchema } from '@smuc/sdk';
import type { FastifyInstance } from 'fastify';
import { zipSync } from 'fflate';
import { z } from 'zod';
import { PUBLIC } from '../http/openapi';

/**
 * A plugin's source folder in the repository (`packages/<pkg>/<slug>`): from `src/hosts/` under
 * tsx, from `dist/` for the compiled server (both run from the same checkout); '' when absent.
 */
const pluginDir = (pkg: string, slug: string) =>
  [`../../../${pkg}/${slug}`, `../../${pkg}/${slug}`]
    .map((p) => new URL(p, import.meta.url).pathname)
    .find((p) => existsSync(join(p, `${slug}.php`))) ?? '';

function files(dir: string, slug: string, into: Record<string, Uint8Array>, root = dir) {
  for (const name of readdirSync(dir)) {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) files(path, slug, into, root);
    else into[`${slug}/${relative(root, path)}`] = readFileSync(path);
  }
  return into;
}

/** The plugins our server offers for download: zip name, package folder and plugin slug. */
const PLUGINS = {
  'wordpress-plugin.zip': { pkg: 'wordpress-plugin', slug: 'smuc', file: 'smuc-wordpress-plugin.zip' },
  'shop-plugin.zip': { pkg: 'shop-plugin', slug: 'smuc-shop', file: 'smuc-shop-plugin.zip' },
} as const;
type PluginZip = keyof typeof PLUGINS;

const cache = new Map<string, Uint8Array | null>();

/**
 * A plugin as WordPress installs it (`<slug>/<slug>.php` at the top of the zip), built from its
 * folder on first request and kept in memory. Answers null when the folder is not shipped with
 * this server. `dir` overrides the folder (tests).
 */
export function pluginZip(name: PluginZip, dir?: string): Uint8Array | null {
  const { pkg, slug } = PLUGINS[name];
  const folder = dir ?? pluginDir(pkg, slug);
  const key = `${name}|${folder}`;
  if (cache.has(key)) return cache.get(key)!;
  let zip: Uint8Array | null = null;
  try {
    zip = folder ? zipSync(files(folder, slug, {}), { level: 9 }) : null;
  } catch {
    zip = null;
  }
  cache.set(key, zip);
  return zip;
}

/** A plugin download as the OpenAPI document describes it: a binary zip file. */
const pluginZipSchema = z.string().meta({ format: 'binary', description: 'The plugin as a zip file.' });

/**
 * `GET /integrations/wordpress-plugin.zip` and `GET /integrations/shop-plugin.zip` (000 §2
 * Integrations; issue 16): the WordPress plugin and the WooCommerce shop plugin downloads. Public
 * (the plugins hold no secret; the site token is pasted in WordPress). 404 when not shipped.
 */
export function wordpressZipRoute(app: FastifyInstance) {
  // The answer is the zip's bytes (sent as a Buffer, never serialized); 404 when the plugin is not shipped.
  const download = {
    schema: {
      ...PUBLIC,
      response: {
        200: { content: { 'application/zip': { schema: pluginZipSchema } } },
        404: errorEnvelopeSchema,
      },
    },
  };
  for (const [name, { file }] of Object.entries(PLUGINS) as [PluginZip, (typeof PLUGINS)[PluginZip]][]) {
    app.get(`/integrations/${name}`, download, async (_request, reply) => {
      const zip = pluginZip(name);
      if (!zip) return reply.code(404).send({ success: false, error: 'Not found.' });
      return reply
        .header('content-type', 'application/zip')
        .header('content-disposition', `attachment; filename="${file}"`)
        .header('cache-control', 'public, max-age=3600')
        .send(Buffer.from(zip));
    });
  }
}
