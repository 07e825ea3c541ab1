/**
 * `docker-compose.yml`, read as Compose reads it (no Docker engine on the test machines): the API
 * replicas keep uploads in the MinIO service through the S3_* variables, with no volume shared between
 * them, and every variable they are given is one the API reads.
 */
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { REPO_ROOT, loadConfig } from '../../src/config.js';

interface Service {
  image?: string;
  command?: string[];
  environment?: Record<string, string>;
  volumes?: string[];
  depends_on?: Record<string, { condition: string }>;
  scale?: number;
}
const compose = parse(fs.readFileSync(path.join(REPO_ROOT, 'docker-compose.yml'), 'utf8')) as {
  services: Record<string, Service>;
  volumes: Record<string, unknown>;
};

describe('docker-compose.yml', () => {
  it('runs several API replicas whose uploads go to the MinIO service, not to a shared volume', () => {
    const { api, minio } = compose.services;
    expect(api.scale).toBeGreaterThan(1);
    expect(api.volumes).toBeUndefined();
    expect(minio.image).toMatch(/^minio\/minio:RELEASE\./);
    expect(minio.volumes).toEqual(['files:/data']);
    expect(Object.keys(compose.volumes)).toContain('files');
    expect(api.depends_on?.minio).toEqual({ condition: 'service_healthy' });

    const config = loadConfig(api.environment);
    expect(config.s3).toEqual({
      bucket: 'scriptorium-files',
      endpoint: 'http://minio:9000',
      region: 'us-east-1',
      accessKeyId: minio.environment?.MINIO_ROOT_USER,
      secretAccessKey: minio.environment?.MINIO_ROOT_PASSWORD,
      forcePathStyle: true,
    });
    expect(config.databaseUrl).toMatch(/^postgres:\/\/.*@postgres:5432\//);
  });

  it('names only volumes it declares', () => {
    for (const [name, service] of Object.entries(compose.services)) {
      for (const volume of service.volumes ?? []) {
        const source = volume.split(':')[0];
        if (!source.startsWith('.') && !source.startsWith('/'))
          expect(Object.keys(compose.volumes), `${name}: ${volume}`).toContain(source);
      }
    }
  });
});
