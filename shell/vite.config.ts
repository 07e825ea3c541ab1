import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { hostViteConfig } from '../federation/vite-config.js';
import { theme } from '../shared-kit/src/providers/theme.js';

/** The shell: the host page at `/`, composing the remotes listed in `/remotes.json` at run time. */
export default defineConfig(hostViteConfig({ dir: import.meta.dirname, reactPlugin: react(), antdTheme: theme }));
