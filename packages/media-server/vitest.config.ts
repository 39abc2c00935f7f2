import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
    testTimeout: 120_000,
    hookTimeout: 60_000,
    // Browser and RTMP suites share one engine-wide RTMP singleton and two CPU cores.
    fileParallelism: false,
  },
});
