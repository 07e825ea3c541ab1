/**
 * Every built text asset (JS, CSS, HTML, JSON, SVG — remoteEntry.js included) also written as
 * `<file>.br` (Brotli, quality 11) and `<file>.gz` (gzip, level 9) next to it, so the servers send
 * them precompressed (the API's `@fastify/static` `preCompressed`, nginx `gzip_static`) instead of
 * compressing on every request or not at all. Files under 1 KB, or that would not shrink, are left alone.
 * Used by the shell's and each remote's Vite config (federation/vite-config.ts) and the bench's single build.
 */
import type { Plugin } from 'vite';
import { compression } from 'vite-plugin-compression2';

/** The build-only plugin writing `.br` and `.gz` beside each compressible asset. */
export function precompressedAssets(): Plugin {
  return compression({
    include: /\.(html|css|js|mjs|json|svg|txt|map)$/,
    threshold: 1024,
    algorithms: ['brotliCompress', 'gzip'],
    logLevel: 'silent',
  });
}
