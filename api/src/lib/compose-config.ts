/**
 * The configuration the `api` service of `docker-compose.yml` runs with: its `environment` read with the
 * `yaml` parser and given to {@link loadConfig}, as the container would.
 */
import fs from 'node:fs';
import path from 'node:path';
import { parse } from 'yaml';
import { loadConfig, REPO_ROOT, type AppConfig } from '../config.js';

/** `docker-compose.yml` → the `api` service's {@link AppConfig}. Throws when the file has no such service. */
export function composeApiConfig(file = path.join(REPO_ROOT, 'docker-compose.yml')): AppConfig {
  const compose = parse(fs.readFileSync(file, 'utf8')) as {
    services?: { api?: { environment?: Record<string, string | number> } };
  };
  const env = compose.services?.api?.environment;
  if (!env) throw new Error(`${file} has no api service with an environment`);
  return loadConfig({
    ...Object.fromEntries(Object.entries(env).map(([k, v]) => [k, String(v)])),
    LOG_LEVEL: 'silent',
  });
}
