import { writeFileSync } from 'node:fs';
import { buildApp } from './app';
import { loadConfig } from './config';
import { openDatabase } from './db/client';

/**
 * Writes the REST interface's OpenAPI document (what `GET /smucrestapi/v2/openapi.json` answers) to
 * the file named by the first argument, or prints it: the app is built on an empty in-memory
 * database and never listens. `PUBLIC_URL` sets the server address the document names.
 * Used by `scripts/lint-openapi.mjs` (the recommended Redocly rules) and the api-client example.
 */
async function main() {
  const database = await openDatabase({ dataDir: null });
  const app = await buildApp({ db: database.db, config: loadConfig(), serveApp: false });
  await app.ready();
  const text = `${JSON.stringify(app.swagger(), null, 2)}\n`;
  await app.close();
  await database.close();
  const out = process.argv[2];
  if (out) writeFileSync(out, text);
  else process.stdout.write(text);
}

await main();
