import { randomBytes } from 'node:crypto';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import type { Db } from '../db/client';
import { openDatabase } from '../db/client';
import { localDiskStorage } from '../media/storage';
import { LOCAL_VIDEO_LAYOUT } from '../media/videos';
import { seedDemo } from '../seed/seed';

/**
 * The databases every server test file starts from, built once per test run by the vitest
 * global setup (`global-setup.ts`) and handed to the workers through `provide`/`inject`.
 * Migrations and the demo seed cost ~15 s per file (8.5 s + 6 s measured on a quiet 2-core
 * machine); opening a copy costs ~1-4 s on PGlite and well under a second on PostgreSQL
 * (`CREATE DATABASE … TEMPLATE`).
 * - `pglite`: `migrated` and `seeded` are paths of data directory tarballs (`dumpDataDir`).
 * - `postgres`: they are database names on the `TEST_DATABASE_URL` server, used as templates.
 * `seededMedia` is the media store the seed wrote the demo videos to; a server on the seeded
 * template gets its own copy of it.
 */
export interface DbTemplates {
  kind: 'pglite' | 'postgres';
  migrated: string;
  seeded: string;
  seededMedia: string;
}

/** The demo seed of every test server: the demo accounts, a lighter analytics history than `npm start`. */
export function seedTestDemo(db: Db, mediaDir: string) {
  return seedDemo(db, {
    sessionsPerReach: 0.25,
    media: { storage: localDiskStorage(mediaDir), layout: LOCAL_VIDEO_LAYOUT },
  });
}

/** `postgres://…/admin` → the same server with another database name. */
export function withDatabase(url: string, name: string): string {
  const u = new URL(url);
  u.pathname = `/${name}`;
  return u.toString();
}

/** Runs one statement on the admin database of `adminUrl` (create/drop database). */
export async function adminQuery(adminUrl: string, statement: string) {
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  try {
    await admin.query(statement);
  } finally {
    await admin.end();
  }
}

/**
 * Builds the migrated and the seeded template (PostgreSQL when `TEST_DATABASE_URL` is set,
 * PGlite otherwise) and answers them with `dispose`, which deletes them. `dir` (an empty folder, a
 * new temporary one by default) holds the PGlite tarballs and the seeded media store.
 */
export async function buildTemplates(
  dir = mkdtempSync(join(tmpdir(), 'smuc-test-templates-')),
): Promise<{ templates: DbTemplates; dispose(): Promise<void> }> {
  const seededMedia = join(dir, 'media');
  mkdirSync(seededMedia, { recursive: true });
  const adminUrl = process.env.TEST_DATABASE_URL;
  if (!adminUrl) {
    const database = await openDatabase({ dataDir: null });
    try {
      const dump = async (name: string) => {
        const file = join(dir, name);
        // openDatabase answers dumpDataDir for PGlite.
        const tarball = await database.dumpDataDir?.();
        if (!tarball) throw new Error('the PGlite database has no dumpDataDir');
        writeFileSync(file, Buffer.from(await tarball.arrayBuffer()));
        return file;
      };
      const migrated = await dump('migrated.tar');
      await seedTestDemo(database.db, seededMedia);
      const seeded = await dump('seeded.tar');
      return {
        templates: { kind: 'pglite', migrated, seeded, seededMedia },
        dispose: async () => rmSync(dir, { recursive: true, force: true }),
      };
    } finally {
      await database.close();
    }
  }
  const suffix = `${Date.now().toString(36)}_${randomBytes(3).toString('hex')}`;
  const migrated = `smuc_template_migrated_${suffix}`;
  const seeded = `smuc_template_seeded_${suffix}`;
  const dispose = async () => {
    for (const name of [seeded, migrated])
      await adminQuery(adminUrl, `drop database if exists "${name}" with (force)`);
    rmSync(dir, { recursive: true, force: true });
  };
  try {
    await adminQuery(adminUrl, `create database "${migrated}" template template0 encoding 'UTF8'`);
    await (await openDatabase({ url: withDatabase(adminUrl, migrated), dataDir: null })).close();
    // A template must have no open connection while it is copied: each step closes its pool.
    await adminQuery(adminUrl, `create database "${seeded}" template "${migrated}"`);
    const database = await openDatabase({ url: withDatabase(adminUrl, seeded), dataDir: null });
    try {
      await seedTestDemo(database.db, seededMedia);
    } finally {
      await database.close();
    }
  } catch (error) {
    await dispose();
    throw error;
  }
  return { templates: { kind: 'postgres', migrated, seeded, seededMedia }, dispose };
}
