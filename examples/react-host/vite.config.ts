import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

/** The host's own React app; the SMUC elements come from the SMUC server at run time. */
export default defineConfig({ plugins: [react()] });
