import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

/**
 * Builds the elements bundle: one ES module that registers every `smuc-*` element, React included,
 * for any page through a script tag (`dist/smuc-elements.js`).
 */
export default defineConfig({
  plugins: [react()],
  define: { 'process.env.NODE_ENV': JSON.stringify('production') },
  build: {
    lib: { entry: 'src/elements/index.ts', formats: ['es'], fileName: () => 'smuc-elements.js' },
    sourcemap: true,
    target: 'es2022',
  },
});
