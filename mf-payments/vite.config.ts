import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { remoteViteConfig } from '../federation/vite-config.js';

/** The mf_payments remote: `dist/remoteEntry.js` exposes `./routes`; `npm run dev` serves it in its harness. */
export default defineConfig(({ command }) =>
  remoteViteConfig({
    dir: import.meta.dirname,
    workspace: 'mf-payments',
    name: 'mf_payments',
    reactPlugin: react(),
    command,
  }),
);
