/**
 * Server configuration, parsed once from the environment with valibot. Every key
 * is documented in .env.example. In the embedded default, secrets are generated once and kept in
 * DATA_DIR. With NODE_ENV=production the start fails closed: every missing, malformed or placeholder
 * setting is named in one message, and nothing is generated or written.
 */
import { createECDH, createHmac, randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import * as v from 'valibot';
import webpush from 'web-push';

import { repoRoot } from './repo-root.ts';

export { repoRoot };

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
/** A whole-number setting from `min` to `max`; `fallback` when unset. */
const wholeNumber = (name: string, min: number, max: number, fallback: string) => {
  const message = `${name} must be a whole number from ${min} to ${max}`;
  return v.pipe(v.optional(v.string(), fallback), v.transform(Number), v.integer(message), v.minValue(min, message), v.maxValue(max, message));
};
const optionalText = v.pipe(
  v.optional(v.string()),
  v.transform((value) => (value ? value : undefined)),
);

/**
 * Who push services contact about this server's pushes (RFC 8292). A placeholder outside production;
 * production requires a real address (some push services refuse a subject at localhost).
 */
export const DEFAULT_VAPID_SUBJECT = 'mailto:admin@localhost';
/** An address, or a name and an address (MAIL_FROM, MAIL_REPLY_TO). */
const MAIL_ADDRESS = /^[^<>@\s]+@[^<>@\s]+$|^[^<>]*<[^<>@\s]+@[^<>@\s]+>$/;

/** Who emails come from outside production, when MAIL_FROM is unset. */
export const DEFAULT_MAIL_FROM = 'Kiraya <no-reply@localhost>';
/** Razorpay's API; tests point RAZORPAY_BASE_URL at a fake gateway on loopback. */
export const DEFAULT_RAZORPAY_BASE_URL = 'https://api.razorpay.com';
/** The test gateway's public key id: what a checkout in test mode is told (never a real Razorpay key). */
export const TEST_GATEWAY_KEY_ID = 'rzp_test_kiraya';

/** A host name or IPv4 address, optionally with a port: an entry of PUSH_SERVICE_HOSTS. */
const HOST_AND_PORT = /^[a-z0-9]([a-z0-9-]*[a-z0-9])?(\.[a-z0-9]([a-z0-9-]*[a-z0-9])?)*(:\d{1,5})?$/;

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
  SIGN_UPS_PER_ADDRESS: wholeNumber('SIGN_UPS_PER_ADDRESS', 0, 100_000, '20'),
  TRUST_PROXY_HOPS: wholeNumber('TRUST_PROXY_HOPS', 1, 10, '1'),
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
  VAPID_PUBLIC_KEY: optionalText,
  VAPID_PRIVATE_KEY: optionalText,
  VAPID_SUBJECT: v.pipe(
    optionalText,
    v.check(
      (value) => value === undefined || /^mailto:[^@\s]+@[^@\s]+$/.test(value) || /^https:\/\/\S+$/.test(value),
      'VAPID_SUBJECT must be a mailto: address or an https:// URL',
    ),
  ),
  PUSH_SERVICE_HOSTS: v.pipe(
    v.optional(v.string(), ''),
    v.transform((value) => value.split(',').map((host) => host.trim().toLowerCase()).filter(Boolean)),
    v.check((hosts) => hosts.every((host) => HOST_AND_PORT.test(host)), 'PUSH_SERVICE_HOSTS must be comma-separated host or host:port entries'),
  ),
  DOCUMENT_KEY: optionalText,
  PAYMENTS_TEST_MODE: v.pipe(
    v.optional(v.picklist(['true', 'false', '1', '0', ''], 'PAYMENTS_TEST_MODE must be true or false')),
    v.transform((value) => (value === undefined || value === '' ? undefined : value === 'true' || value === '1')),
  ),
  RAZORPAY_KEY_ID: optionalText,
  RAZORPAY_KEY_SECRET: optionalText,
  RAZORPAY_WEBHOOK_SECRET: optionalText,
  RAZORPAY_BASE_URL: v.pipe(
    v.optional(v.string(), ''),
    v.transform((value) => (value || DEFAULT_RAZORPAY_BASE_URL).replace(/\/+$/, '')),
    v.check((value) => /^https?:\/\/[^/\s]+(\/\S*)?$/.test(value), 'RAZORPAY_BASE_URL must start with http:// or https://'),
  ),
  OIDC_ISSUER: v.pipe(
    optionalText,
    v.check((value) => value === undefined || /^https?:\/\/\S+$/.test(value), 'OIDC_ISSUER must be the provider\'s https:// issuer URL'),
  ),
  OIDC_CLIENT_ID: optionalText,
  OIDC_CLIENT_SECRET: optionalText,
  OIDC_PROVIDER_NAME: optionalText,
  OIDC_REDIRECT_URL: v.pipe(
    optionalText,
    v.check((value) => value === undefined || /^https?:\/\/\S+\/api\/callback$/.test(value), 'OIDC_REDIRECT_URL must be this site\'s address followed by /api/callback'),
  ),
  JOB_WORKER: v.optional(v.picklist(['true', 'false', '1', '0', ''], 'JOB_WORKER must be true or false')),
  METRICS_TOKEN: v.pipe(
    optionalText,
    v.check((value) => value === undefined || value.length >= 32, 'METRICS_TOKEN must be at least 32 characters'),
  ),
  PUBLIC_URL: v.pipe(
    optionalText,
    v.check((value) => value === undefined || /^https?:\/\/[^/\s]+\/?$/.test(value), 'PUBLIC_URL must be the site\'s address, such as https://kiraya.in (no path)'),
  ),
  SMTP_URL: v.pipe(
    optionalText,
    v.check((value) => value === undefined || /^smtps?:\/\/\S+$/.test(value), 'SMTP_URL must start with smtp:// or smtps://'),
  ),
  MAIL_FROM: v.pipe(
    optionalText,
    v.check((value) => value === undefined || MAIL_ADDRESS.test(value), 'MAIL_FROM must be an address, or a name and an address: Kiraya <no-reply@kiraya.in>'),
  ),
  MAIL_REPLY_TO: v.pipe(
    optionalText,
    v.check((value) => value === undefined || MAIL_ADDRESS.test(value), 'MAIL_REPLY_TO must be an address, or a name and an address: Kiraya support <support@kiraya.in>'),
  ),
  // Unset: on outside production (a fresh install shows a living marketplace), off in production.
  DEMO_DATA: v.pipe(
    v.optional(v.picklist(['true', 'false', '1', '0', ''], 'DEMO_DATA must be true or false')),
    v.transform((value) => (value === undefined || value === '' ? undefined : value === 'true' || value === '1')),
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
  /**
   * With trustProxy: how many proxies of this site's own stand in front of it. A client's address is
   * the one that many entries from the right of X-Forwarded-For (each proxy appends the address it
   * saw); the entries left of it are the client's to write, and never trusted.
   */
  proxyHops: number;
  /** Sign-ups one client address may make before they are paused (0: no limit); see throttle.ts. */
  signUpsPerAddress: number;
  /** Load the demo owners and listings into an empty database at start. */
  demoData: boolean;
  /** Media goes to this S3-compatible bucket instead of DATA_DIR/media. */
  s3: S3Settings | undefined;
  /** The application server's keys that sign every push (VAPID, RFC 8292), base64url. */
  vapid: VapidSettings;
  /** Push services allowed beside the browsers' own (`host` or `host:port`, lowercase). */
  pushServiceHosts: string[];
  /** Whether this process runs the job worker (push delivery); off by default under NODE_ENV=test. */
  jobWorker: boolean;
  /** The bearer token GET /metrics asks for; unset: no metrics are kept or served. Never logged. */
  metricsToken: string | undefined;
  /**
   * The 32-byte AES-256-GCM key that encrypts identity document numbers while they are pending
   * (documents/document-cipher.ts) and seals what idempotency records keep of document calls. Never
   * logged (logger.ts redacts it).
   */
  documentKey: Buffer;
  /** Which payment gateway sells the premium plans (modules/payments). */
  payments: PaymentSettings;
  /** The OpenID Connect provider of "Continue with …", or none: the button is hidden. */
  oidc: OidcSettings | undefined;
  /** Where emails go and what their links point at (mail/mailer.ts). */
  mail: MailSettings;
}

export interface MailSettings {
  /** The SMTP server's URL; undefined: each email is written to `dropDir` as an .eml file (never in production). */
  smtpUrl: string | undefined;
  from: string;
  /** Where a reply to an email that asks for one (a suspension's appeal) goes; undefined: to `from`. */
  replyTo: string | undefined;
  /** The site's address links in emails start with, never taken from a request's Host. */
  publicUrl: string;
  dropDir: string;
}

export interface OidcSettings {
  issuer: string;
  clientId: string;
  /** Never logged (logger.ts redacts it). */
  clientSecret: string;
  /** The name on the button: "Continue with {name}". */
  providerName: string;
  /** The callback registered at the provider; by default this site's own address + /api/callback. */
  redirectUrl: string | undefined;
}

/**
 * Razorpay with its keys; without them the built-in test gateway (nothing is charged; every checkout
 * screen says so) outside production, or in production only when PAYMENTS_TEST_MODE=true is set on
 * purpose; else 'off': the plans show, and nothing can be bought. Secrets are never logged
 * (logger.ts redacts them).
 */
export type PaymentSettings =
  | { gateway: 'off' }
  | {
      gateway: 'razorpay';
      keyId: string;
      keySecret: string;
      /** Signs the webhook's bodies; without it webhooks are refused (only the checkout activates). */
      webhookSecret: string | undefined;
      baseUrl: string;
    }
  | {
      gateway: 'test';
      keyId: string;
      /** Signs the test checkout's results and the test webhooks: derived from the session secret, never stored. */
      keySecret: string;
      webhookSecret: string;
    };

export interface VapidSettings {
  publicKey: string;
  privateKey: string;
  subject: string;
}

export class ConfigError extends Error {}

/** Where an install keeps its data: what backups and restores need, without the rest of the settings. */
export interface DataPlaces {
  dataDir: string;
  /** Set when the database is PostgreSQL; undefined for the embedded one in DATA_DIR/db. */
  databaseUrl: string | undefined;
  /** Media are in an S3 bucket rather than DATA_DIR/media. */
  mediaInS3: boolean;
}

/**
 * Reads only DATA_DIR, DATABASE_URL and S3_BUCKET: unlike loadConfig it generates no secret, so a
 * restore can still find DATA_DIR empty.
 */
export function loadDataPlaces(env: NodeJS.ProcessEnv = process.env): DataPlaces {
  const parsed = v.safeParse(v.pick(envSchema, ['DATA_DIR', 'DATABASE_URL', 'S3_BUCKET']), env);
  if (!parsed.success) throw configError(parsed.issues.map((issue) => `${v.getDotPath(issue) ?? 'environment'}: ${issue.message}`));
  return { dataDir: path.resolve(parsed.output.DATA_DIR), databaseUrl: parsed.output.DATABASE_URL, mediaInS3: parsed.output.S3_BUCKET !== undefined };
}

/** Reads the configuration; throws ConfigError with every problem listed when it is invalid. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const problems: string[] = [];
  const parsed = v.safeParse(envSchema, env);
  if (!parsed.success) problems.push(...parsed.issues.map((issue) => `${v.getDotPath(issue) ?? 'environment'}: ${issue.message}`));
  if (env.NODE_ENV === 'production') problems.push(...productionProblems(env));
  if (!parsed.success) throw configError(problems);
  const e = parsed.output;
  /** What `read` gives, or undefined with its problem listed: the start goes on to find the others. */
  const attempt = <T>(read: () => T): T | undefined => {
    try {
      return read();
    } catch (error) {
      if (!(error instanceof ConfigError)) throw error;
      problems.push(error.message);
      return undefined;
    }
  };
  const production = e.NODE_ENV === 'production';
  const dataDir = path.resolve(e.DATA_DIR);
  // In production nothing is generated: a missing secret is one of the problems listed above.
  const sessionSecret = e.SESSION_SECRET ?? (production ? undefined : embeddedSecret(dataDir, 'SESSION_SECRET'));
  const vapid = attempt(() => vapidKeys(dataDir, production, e.VAPID_PUBLIC_KEY, e.VAPID_PRIVATE_KEY));
  const vapidSubject = e.VAPID_SUBJECT ?? (production ? undefined : DEFAULT_VAPID_SUBJECT);
  const docKey = attempt(() => documentKey(dataDir, production, e.DOCUMENT_KEY));
  const payments = sessionSecret === undefined ? undefined : attempt(() => paymentSettings(sessionSecret, e.NODE_ENV, e));
  const oidc = attempt(() => oidcSettings(e));
  if (problems.length > 0 || sessionSecret === undefined || vapid === undefined || vapidSubject === undefined || docKey === undefined || payments === undefined) {
    throw configError(problems);
  }
  return {
    env: e.NODE_ENV,
    host: e.HOST,
    port: e.PORT,
    dataDir,
    databaseUrl: e.DATABASE_URL,
    sessionSecret,
    staticDir: path.resolve(e.STATIC_DIR),
    logLevel: e.LOG_LEVEL,
    trustProxy: e.TRUST_PROXY,
    proxyHops: e.TRUST_PROXY_HOPS,
    signUpsPerAddress: e.SIGN_UPS_PER_ADDRESS,
    demoData: e.DEMO_DATA ?? !production,
    vapid: { ...vapid, subject: vapidSubject },
    pushServiceHosts: e.PUSH_SERVICE_HOSTS,
    documentKey: docKey,
    payments,
    oidc,
    // Under NODE_ENV=test (end-to-end runs) pushes would go to stubbed endpoints: tests start a worker when they want one.
    jobWorker: e.JOB_WORKER ? e.JOB_WORKER === 'true' || e.JOB_WORKER === '1' : e.NODE_ENV !== 'test',
    metricsToken: e.METRICS_TOKEN,
    mail: {
      smtpUrl: e.SMTP_URL,
      from: e.MAIL_FROM ?? DEFAULT_MAIL_FROM,
      replyTo: e.MAIL_REPLY_TO,
      publicUrl: (e.PUBLIC_URL ?? `http://localhost:${e.PORT}`).replace(/\/$/, ''),
      dropDir: path.join(dataDir, 'mail'),
    },
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

const configError = (problems: readonly string[]): ConfigError => new ConfigError(`Invalid configuration:\n  ${problems.join('\n  ')}`);

/** What production needs set that has no safe default: each with how to make it. */
const REQUIRED_IN_PRODUCTION: ReadonlyArray<{ names: readonly string[]; message: string }> = [
  { names: ['SESSION_SECRET'], message: 'SESSION_SECRET is required when NODE_ENV=production (at least 32 random characters: openssl rand -base64 48).' },
  {
    names: ['VAPID_PUBLIC_KEY', 'VAPID_PRIVATE_KEY'],
    message: 'VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY are required when NODE_ENV=production (generate a pair once with: npx web-push generate-vapid-keys).',
  },
  {
    names: ['VAPID_SUBJECT'],
    message: "VAPID_SUBJECT is required when NODE_ENV=production: a mailto: address or https:// URL where push services can reach this site's operator.",
  },
  {
    names: ['PUBLIC_URL'],
    message: "PUBLIC_URL is required when NODE_ENV=production: the site's https:// address, which links in emails point at.",
  },
  {
    names: ['SMTP_URL'],
    message: 'SMTP_URL is required when NODE_ENV=production: password recovery and email confirmation mail through it (smtp://user:password@host:587 or smtps://…:465).',
  },
  {
    names: ['MAIL_FROM'],
    message: 'MAIL_FROM is required when NODE_ENV=production: the address emails come from, such as Kiraya <no-reply@kiraya.in>.',
  },
  {
    names: ['DOCUMENT_KEY'],
    message: 'DOCUMENT_KEY is required when NODE_ENV=production: 32 random bytes in base64 or hex (make one once with: openssl rand -base64 32) and keep it.',
  },
];

/** Settings that are secrets: a placeholder among them is refused in production, never echoed. */
const SECRET_SETTINGS = ['SESSION_SECRET', 'DOCUMENT_KEY', 'VAPID_PRIVATE_KEY', 'RAZORPAY_KEY_SECRET', 'RAZORPAY_WEBHOOK_SECRET', 'OIDC_CLIENT_SECRET', 'METRICS_TOKEN'] as const;

/** Words of an example value, or one character repeated: never a secret anyone generated. */
const PLACEHOLDER = /change[-_ ]?me|replace[-_ ]?me|placeholder|your[-_ ]?(?:own[-_ ]?)?(?:secret|key|password)|^(?:secret|password|test|dev|development|example|todo)$|^(.)\1*$/i;
/** A contact at a host that reaches nobody: the local machine, or the names reserved for examples and tests. */
const PLACEHOLDER_HOST = /(^|\.)(localhost|example(\.(com|org|net|in))?|test|invalid|local)$|^127\.|^\[?::1\]?$/i;

/** The host a VAPID subject names: the mailto: address's domain or the URL's host. */
function subjectHost(subject: string): string {
  if (subject.startsWith('mailto:')) return subject.slice(subject.lastIndexOf('@') + 1);
  try {
    return new URL(subject).hostname;
  } catch {
    return '';
  }
}

/** Every production setting missing or left at a placeholder, each named once (values are not echoed). */
function productionProblems(env: NodeJS.ProcessEnv): string[] {
  const isSet = (name: string): boolean => Boolean(env[name]);
  const problems = REQUIRED_IN_PRODUCTION.filter(({ names }) => !names.some(isSet)).map(({ message }) => message);
  for (const name of SECRET_SETTINGS) {
    const value = env[name];
    if (value && PLACEHOLDER.test(value)) problems.push(`${name} holds a placeholder, not a secret: production needs a real one (docs/operations.md, "Settings").`);
  }
  const publicUrl = env.PUBLIC_URL;
  if (publicUrl && !publicUrl.startsWith('https://')) problems.push(`PUBLIC_URL (${publicUrl}) must be https:// in production: links in emails carry one-time tokens.`);
  const subject = env.VAPID_SUBJECT;
  if (subject && PLACEHOLDER_HOST.test(subjectHost(subject))) {
    problems.push(`VAPID_SUBJECT (${subject}) reaches nobody: production needs a mailto: address or https:// URL of this site's operator.`);
  }
  return problems;
}

/** A secret generated on first start and kept in DATA_DIR/secrets.json (never in production). */
function embeddedSecret(dataDir: string, name: string): string {
  return embeddedSecrets(dataDir, [name], () => ({ [name]: randomBytes(32).toString('base64url') }))[0];
}

/**
 * Secrets kept together in DATA_DIR/secrets.json: the stored ones when all are there, else all
 * generated anew by `generate` (a key pair is never half old, half new).
 */
function embeddedSecrets<const N extends readonly string[]>(dataDir: string, names: N, generate: () => Record<string, string>): { [I in keyof N]: string } {
  const file = path.join(dataDir, 'secrets.json');
  const secrets: Record<string, string> = existsSync(file) ? JSON.parse(readFileSync(file, 'utf8')) : {};
  if (!names.every((name) => secrets[name])) {
    Object.assign(secrets, generate());
    mkdirSync(dataDir, { recursive: true });
    writeFileSync(file, JSON.stringify(secrets, null, 2), { mode: 0o600 });
  }
  return names.map((name) => secrets[name] ?? '') as { [I in keyof N]: string };
}

/**
 * A P-256 key pair as web push wants it: the public key uncompressed, both base64url. web-push's own
 * generator pads the private key to 32 bytes: node's ECDH drops leading zero bytes (1 key in 256),
 * and a 31-byte key makes every push fail.
 */
function newVapidKeys(): Record<string, string> {
  const { publicKey, privateKey } = webpush.generateVAPIDKeys();
  return { VAPID_PUBLIC_KEY: publicKey, VAPID_PRIVATE_KEY: privateKey };
}

/** A stored private key at its full 32 bytes: earlier versions could store one a leading zero byte short. */
function fullLengthPrivateKey(privateKey: string): string {
  const bytes = Buffer.from(privateKey, 'base64url');
  return bytes.length >= 32 ? privateKey : Buffer.concat([Buffer.alloc(32 - bytes.length), bytes]).toString('base64url');
}

/**
 * The VAPID keys: both from the environment (checked to be one P-256 pair, so a pasted-wrong key
 * stops the start rather than every push), or generated once into DATA_DIR outside production.
 * Changing them orphans every subscription: browsers subscribed with the old public key.
 */
function vapidKeys(dataDir: string, production: boolean, publicKey: string | undefined, privateKey: string | undefined): Omit<VapidSettings, 'subject'> | undefined {
  if (publicKey === undefined && privateKey === undefined) {
    // Production lists the pair as missing (productionProblems).
    if (production) return undefined;
    const [storedPublic, storedPrivate] = embeddedSecrets(dataDir, ['VAPID_PUBLIC_KEY', 'VAPID_PRIVATE_KEY'] as const, newVapidKeys);
    return { publicKey: storedPublic, privateKey: fullLengthPrivateKey(storedPrivate) };
  }
  if (publicKey === undefined || privateKey === undefined) throw new ConfigError('VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY must be set together.');
  let derived: string | undefined;
  try {
    const ecdh = createECDH('prime256v1');
    ecdh.setPrivateKey(Buffer.from(privateKey, 'base64url'));
    derived = ecdh.getPublicKey().toString('base64url');
  } catch {
    derived = undefined;
  }
  if (derived === undefined || Buffer.from(privateKey, 'base64url').length !== 32) throw new ConfigError('VAPID_PRIVATE_KEY must be a P-256 private key in base64url (32 bytes).');
  if (derived !== publicKey.replace(/=+$/, '')) throw new ConfigError('VAPID_PUBLIC_KEY is not the public key of VAPID_PRIVATE_KEY.');
  return { publicKey: derived, privateKey: privateKey.replace(/=+$/, '') };
}

/**
 * The identity documents' key: DOCUMENT_KEY as 32 bytes in base64 (or base64url) or 64 hex characters,
 * or generated once into DATA_DIR outside production. Losing it makes pending documents unreadable
 * (their owners resubmit); decided ones keep nothing encrypted.
 */
function documentKey(dataDir: string, production: boolean, configured: string | undefined): Buffer | undefined {
  if (configured === undefined) {
    // Production lists it as missing (productionProblems).
    if (production) return undefined;
    const [stored] = embeddedSecrets(dataDir, ['DOCUMENT_KEY'] as const, () => ({ DOCUMENT_KEY: randomBytes(32).toString('base64') }));
    return Buffer.from(stored, 'base64');
  }
  const key = /^[0-9a-fA-F]{64}$/.test(configured)
    ? Buffer.from(configured, 'hex')
    : /^[A-Za-z0-9+/_-]{43}=?$/.test(configured)
      ? Buffer.from(configured.replace(/-/g, '+').replace(/_/g, '/'), 'base64')
      : undefined;
  if (key?.length !== 32) throw new ConfigError('DOCUMENT_KEY must be 32 bytes: 44 characters of base64 or 64 hex characters (openssl rand -base64 32).');
  return key;
}

/**
 * Razorpay when its key id and secret are set (both or neither); in production its webhook secret too,
 * since only the webhook activates a plan whose buyer closed the app before the checkout answered.
 * Without keys: the test gateway outside production (a development server still shows the whole
 * checkout, labelled "Test mode"); in production payments are off, so nobody becomes premium without
 * paying, unless PAYMENTS_TEST_MODE=true asks for the test gateway on purpose (a staging site). The test
 * gateway's signing secret is derived from the session secret: shared by every process, written nowhere.
 */
function paymentSettings(
  sessionSecret: string,
  env: Config['env'],
  e: {
    PAYMENTS_TEST_MODE?: boolean | undefined;
    RAZORPAY_KEY_ID?: string | undefined;
    RAZORPAY_KEY_SECRET?: string | undefined;
    RAZORPAY_WEBHOOK_SECRET?: string | undefined;
    RAZORPAY_BASE_URL: string;
  },
): PaymentSettings {
  if (e.RAZORPAY_KEY_ID === undefined && e.RAZORPAY_KEY_SECRET === undefined) {
    if (e.PAYMENTS_TEST_MODE === false || (env === 'production' && e.PAYMENTS_TEST_MODE !== true)) return { gateway: 'off' };
    const secret = createHmac('sha256', sessionSecret).update('kiraya test payment gateway').digest('base64url');
    return { gateway: 'test', keyId: TEST_GATEWAY_KEY_ID, keySecret: secret, webhookSecret: secret };
  }
  if (e.RAZORPAY_KEY_ID === undefined || e.RAZORPAY_KEY_SECRET === undefined) throw new ConfigError('RAZORPAY_KEY_ID and RAZORPAY_KEY_SECRET must be set together.');
  if (e.PAYMENTS_TEST_MODE === true) throw new ConfigError('PAYMENTS_TEST_MODE=true cannot go with Razorpay keys: remove the keys for test mode, or the setting for real payments.');
  if (e.RAZORPAY_WEBHOOK_SECRET === undefined && env === 'production') {
    throw new ConfigError(
      'RAZORPAY_WEBHOOK_SECRET is required with Razorpay keys when NODE_ENV=production: the secret of the webhook set up in the Razorpay dashboard (docs/operations.md, "Payments: Razorpay and test mode").',
    );
  }
  return { gateway: 'razorpay', keyId: e.RAZORPAY_KEY_ID, keySecret: e.RAZORPAY_KEY_SECRET, webhookSecret: e.RAZORPAY_WEBHOOK_SECRET, baseUrl: e.RAZORPAY_BASE_URL };
}

/** All four OIDC_* settings or none: a half-configured provider would show a button that cannot work. */
function oidcSettings(e: v.InferOutput<typeof envSchema>): OidcSettings | undefined {
  const required = { OIDC_ISSUER: e.OIDC_ISSUER, OIDC_CLIENT_ID: e.OIDC_CLIENT_ID, OIDC_CLIENT_SECRET: e.OIDC_CLIENT_SECRET, OIDC_PROVIDER_NAME: e.OIDC_PROVIDER_NAME };
  const missing = Object.entries(required).filter(([, value]) => value === undefined).map(([name]) => name);
  if (missing.length === 4) {
    if (e.OIDC_REDIRECT_URL !== undefined) throw new ConfigError('OIDC_REDIRECT_URL is set but no provider is: set OIDC_ISSUER, OIDC_CLIENT_ID, OIDC_CLIENT_SECRET and OIDC_PROVIDER_NAME too.');
    return undefined;
  }
  const { OIDC_ISSUER: issuer, OIDC_CLIENT_ID: clientId, OIDC_CLIENT_SECRET: clientSecret, OIDC_PROVIDER_NAME: providerName } = required;
  if (issuer === undefined || clientId === undefined || clientSecret === undefined || providerName === undefined) {
    throw new ConfigError(`A sign-in provider needs OIDC_ISSUER, OIDC_CLIENT_ID, OIDC_CLIENT_SECRET and OIDC_PROVIDER_NAME together; missing: ${missing.join(', ')}.`);
  }
  // openid-client talks to plain-http issuers only when told, and Kiraya tells it so only in tests.
  if (!issuer.startsWith('https://') && e.NODE_ENV !== 'test') throw new ConfigError('OIDC_ISSUER must be an https:// URL (plain http is for tests only).');
  return { issuer, clientId, clientSecret, providerName, redirectUrl: e.OIDC_REDIRECT_URL };
}

/** Where an S3-compatible store keeps media, when MEDIA_STORAGE is s3. */
export interface S3Settings {
  bucket: string;
  /** For stores other than AWS (MinIO, R2, s3rver…); AWS itself needs none. */
  endpoint: string | undefined;
  region: string;
  accessKeyId: string | undefined;
  secretAccessKey: string | undefined;
  /** Key prefix inside the bucket, so one bucket can serve several installations. */
  prefix: string;
  forcePathStyle: boolean;
}
