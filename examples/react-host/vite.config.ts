import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

/**
 * The host's own React app; the SMUC elements come from the SMUC server at run time. `dedupe`: the
 * wrappers of `@smuc/components/react` use this app's React (a peer dependency), never a second copy
 * (two Reacts on one page fail at the first hook: "Cannot read properties of null (reading 'useRef')").
 */
export default defineConfig({
  plugins: [react()],
  resolve: { dedupe: ['react', 'react-dom'] },
});
