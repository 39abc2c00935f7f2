import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

/** The host SPA; in dev, API calls go to the server on :8080. */
export default defineConfig({
  plugins: [react()],
  server: { proxy: { '/smucrestapi': 'http://localhost:8080' } },
  build: { target: 'es2022', sourcemap: true },
});
