import fs from 'node:fs';
import path from 'node:path';
import { createRequire } from 'node:module';
import { defineConfig, type Plugin } from 'vite';
import react from '@vitejs/plugin-react';

/**
 * Playground only: serves `/flags/{ISO}.svg` like the API host does (docs/product.md §7), from the same
 * `country-flag-icons` set, so the phone input's flags show without a running API.
 */
function sampleFlags(): Plugin {
  let dir: string | null = null;
  try {
    dir = path.join(path.dirname(createRequire(import.meta.url).resolve('country-flag-icons/package.json')), '3x2');
  } catch {
    dir = null;
  }
  return {
    name: 'playground-sample-flags',
    configureServer(server) {
      server.middlewares.use('/flags', (req, res, next) => {
        const m = /^\/([A-Z]{2})\.svg$/.exec(req.url ?? '');
        const file = dir && m ? path.join(dir, `${m[1]}.svg`) : null;
        if (!file || !fs.existsSync(file)) return next();
        res.setHeader('Content-Type', 'image/svg+xml');
        fs.createReadStream(file).pipe(res);
      });
    },
  };
}

/** The kit's playground: `npm run dev -w shared-kit` shows every component with sample data. */
export default defineConfig({
  root: import.meta.dirname,
  plugins: [react(), sampleFlags()],
  server: { port: 5178, strictPort: false },
});
