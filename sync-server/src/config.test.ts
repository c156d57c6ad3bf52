import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config.ts';

describe('loadConfig', () => {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'kiraya-config-'));
  afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

  it('has working defaults: port 3000, embedded database, a session secret generated once and kept', () => {
    const first = loadConfig({ DATA_DIR: dataDir });
    expect(first).toMatchObject({ port: 3000, databaseUrl: undefined, env: 'development', dataDir });
    expect(first.sessionSecret.length).toBeGreaterThanOrEqual(32);
    expect(loadConfig({ DATA_DIR: dataDir }).sessionSecret).toBe(first.sessionSecret);
    expect(JSON.parse(readFileSync(path.join(dataDir, 'secrets.json'), 'utf8')).SESSION_SECRET).toBe(first.sessionSecret);
  });

  it('refuses to start in production without a session secret', () => {
    expect(() => loadConfig({ NODE_ENV: 'production', DATA_DIR: dataDir })).toThrow(/SESSION_SECRET is required/);
  });

  it('lists every invalid setting in one readable message', () => {
    let error: unknown;
    try {
      loadConfig({ PORT: 'eighty', DATABASE_URL: 'mysql://x', SESSION_SECRET: 'short', DATA_DIR: dataDir });
    } catch (caught) {
      error = caught;
    }
    expect(error).toBeInstanceOf(ConfigError);
    const message = (error as Error).message;
    expect(message).toContain('PORT: PORT must be a whole number');
    expect(message).toContain('DATABASE_URL: DATABASE_URL must start with postgres://');
    expect(message).toContain('SESSION_SECRET: SESSION_SECRET must be at least 32 characters');
  });

  it('treats an empty DATABASE_URL as unset', () => {
    expect(loadConfig({ DATABASE_URL: '', DATA_DIR: dataDir }).databaseUrl).toBeUndefined();
  });
});
