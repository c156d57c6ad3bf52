/**
 * Server configuration, parsed once from the environment with valibot (CONVENTIONS.md §7). Every key
 * is documented in .env.example. In the embedded default, secrets are generated once and kept in
 * DATA_DIR; with NODE_ENV=production a missing secret stops the server with a clear message.
 */
import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import * as v from 'valibot';
import type { S3Settings } from './media/s3-storage.ts';

export const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

const port = v.pipe(
  v.optional(v.string(), '3000'),
  v.transform(Number),
  v.integer('PORT must be a whole number'),
  v.minValue(0, 'PORT must be between 0 and 65535'),
  v.maxValue(65535, 'PORT must be between 0 and 65535'),
);
const flag = v.pipe(
  v.optional(v.picklist(['true', 'false', '1', '0', ''], 'must be true or false'), 'false'),
  v.transform((value) => value === 'true' || value === '1'),
);
const optionalText = v.pipe(
  v.optional(v.string()),
  v.transform((value) => (value ? value : undefined)),
);

const envSchema = v.object({
  NODE_ENV: v.optional(v.picklist(['development', 'production', 'test'], 'NODE_ENV must be development, production or test'), 'development'),
  HOST: v.optional(v.string(), '0.0.0.0'),
  PORT: port,
  DATA_DIR: v.optional(v.string(), './data'),
  DATABASE_URL: v.pipe(
    optionalText,
    v.check((value) => value === undefined || /^postgres(ql)?:\/\//.test(value), 'DATABASE_URL must start with postgres://'),
  ),
  SESSION_SECRET: v.pipe(
    optionalText,
    v.check((value) => value === undefined || value.length >= 32, 'SESSION_SECRET must be at least 32 characters'),
  ),
  STATIC_DIR: v.optional(v.string(), path.join(repoRoot, 'dist/pwa')),
  LOG_LEVEL: v.optional(v.picklist(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']), 'info'),
  TRUST_PROXY: flag,
  S3_BUCKET: optionalText,
  S3_ENDPOINT: v.pipe(
    optionalText,
    v.check((value) => value === undefined || /^https?:\/\//.test(value), 'S3_ENDPOINT must start with http:// or https://'),
  ),
  S3_REGION: v.optional(v.string(), 'us-east-1'),
  S3_ACCESS_KEY_ID: optionalText,
  S3_SECRET_ACCESS_KEY: optionalText,
  S3_PREFIX: v.optional(v.string(), ''),
  S3_FORCE_PATH_STYLE: v.optional(flag, 'true'),
  DEMO_DATA: v.pipe(
    v.optional(v.picklist(['true', 'false', '1', '0'], 'DEMO_DATA must be true or false'), 'true'),
    v.transform((value) => value === 'true' || value === '1'),
  ),
});

export interface Config {
  env: 'development' | 'production' | 'test';
  host: string;
  port: number;
  dataDir: string;
  databaseUrl: string | undefined;
  sessionSecret: string;
  staticDir: string;
  logLevel: string;
  trustProxy: boolean;
  /** Load the demo owners and listings into an empty database at start. */
  demoData: boolean;
  /** Media goes to this S3-compatible bucket instead of DATA_DIR/media (DESIGN.md §9). */
  s3: S3Settings | undefined;
}

export class ConfigError extends Error {}

/** Reads the configuration; throws ConfigError with every problem listed when it is invalid. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const parsed = v.safeParse(envSchema, env);
  if (!parsed.success) {
    const problems = parsed.issues.map((issue) => `${v.getDotPath(issue) ?? 'environment'}: ${issue.message}`);
    throw new ConfigError(`Invalid configuration:\n  ${problems.join('\n  ')}`);
  }
  const e = parsed.output;
  const dataDir = path.resolve(e.DATA_DIR);
  return {
    env: e.NODE_ENV,
    host: e.HOST,
    port: e.PORT,
    dataDir,
    databaseUrl: e.DATABASE_URL,
    sessionSecret: e.SESSION_SECRET ?? embeddedSecret(dataDir, e.NODE_ENV, 'SESSION_SECRET'),
    staticDir: path.resolve(e.STATIC_DIR),
    logLevel: e.LOG_LEVEL,
    trustProxy: e.TRUST_PROXY,
    demoData: e.DEMO_DATA,
    s3: e.S3_BUCKET
      ? {
          bucket: e.S3_BUCKET,
          endpoint: e.S3_ENDPOINT,
          region: e.S3_REGION,
          accessKeyId: e.S3_ACCESS_KEY_ID,
          secretAccessKey: e.S3_SECRET_ACCESS_KEY,
          prefix: e.S3_PREFIX,
          forcePathStyle: e.S3_FORCE_PATH_STYLE,
        }
      : undefined,
  };
}

/** A secret generated on first start and kept in DATA_DIR/secrets.json (never in production). */
function embeddedSecret(dataDir: string, env: Config['env'], name: string): string {
  if (env === 'production') {
    throw new ConfigError(`${name} is required when NODE_ENV=production (at least 32 random characters).`);
  }
  const file = path.join(dataDir, 'secrets.json');
  const secrets: Record<string, string> = existsSync(file) ? JSON.parse(readFileSync(file, 'utf8')) : {};
  const existing = secrets[name];
  if (existing) return existing;
  secrets[name] = randomBytes(32).toString('base64url');
  mkdirSync(dataDir, { recursive: true });
  writeFileSync(file, JSON.stringify(secrets, null, 2), { mode: 0o600 });
  return secrets[name];
}
