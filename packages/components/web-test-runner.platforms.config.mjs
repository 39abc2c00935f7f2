// The connected-platforms component suite: the shared config plus the Graph / Google / YouTube
// stand-ins (a process), which the product server reaches through its provider URL settings,
// and a stand-in for Facebook's JS SDK served by the test runner itself.
import { spawn } from 'node:child_process';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import base from './web-test-runner.config.mjs';

const here = fileURLToPath(new URL('.', import.meta.url));
const apiPort = Number(process.env.WTR_API_PORT ?? 18090);
const wtrPort = apiPort + 3;
const standInPort = apiPort + 4;

function platformStandIns() {
  let child;
  return {
    name: 'smuc-platform-stand-ins',
    async serverStart() {
      child = spawn(
        join(here, '../server/node_modules/.bin/tsx'),
        [join(here, '../server/src/platforms/testing/serve.ts'), String(standInPort)],
        {
          stdio: ['ignore', 'pipe', 'inherit'],
        },
      );
      const urls = await new Promise((resolve, reject) => {
        const timer = setTimeout(() => reject(new Error('stand-ins did not start')), 60_000);
        child.stdout.on('data', (chunk) => {
          const line = String(chunk)
            .split('\n')
            .find((l) => l.startsWith('STANDINS '));
          if (line) {
            clearTimeout(timer);
            resolve(JSON.parse(line.slice('STANDINS '.length)));
          }
        });
      });
      // Read by the product server, which the next plugin spawns with this environment.
      Object.assign(process.env, {
        FACEBOOK_GRAPH_URL: urls.graphUrl,
        FACEBOOK_APP_ID: 'fb-app',
        FACEBOOK_SDK_URL: `http://127.0.0.1:${wtrPort}/test/fixtures/fb-sdk-stand-in.js`,
        GOOGLE_CLIENT_ID: 'google-client',
        GOOGLE_CLIENT_SECRET: 'google-secret',
        GOOGLE_TOKEN_URL: urls.tokenUrl,
        GOOGLE_OAUTH_URL: `http://127.0.0.1:${wtrPort}/test/fixtures/google-consent`,
        YOUTUBE_API_URL: urls.youtubeUrl,
      });
    },
    async serverStop() {
      child?.kill('SIGTERM');
    },
  };
}

export default {
  ...base,
  port: wtrPort,
  files: ['test/connected-platforms.test.ts', 'test/restream-editor.test.ts'],
  plugins: [platformStandIns(), ...base.plugins],
};
