import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { remoteViteConfig } from '../federation/vite-config.js';

/** The mf_orders remote: `dist/remoteEntry.js` exposes `./routes`; `npm run dev` serves it in its harness. */
export default defineConfig(({ command }) =>
  remoteViteConfig({
    dir: import.meta.dirname,
    workspace: 'mf-orders',
    name: 'mf_orders',
    reactPlugin: react(),
    command,
  }),
);
