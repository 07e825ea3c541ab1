import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { DEV_PORTS, devProxy, hostPlugins } from '../vite.federation.js';

/** The shell: the host page at `/`, composing the remotes listed in `/remotes.json` at run time. */
export default defineConfig({
  plugins: [react(), ...hostPlugins(import.meta.dirname)],
  server: { port: DEV_PORTS.shell, strictPort: true, proxy: devProxy() },
  preview: { port: DEV_PORTS.shell, proxy: devProxy() },
  build: { target: 'es2022' },
});
