import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createECDH, randomBytes } from 'node:crypto';
import { afterAll, describe, expect, it } from 'vitest';
import webpush from 'web-push';
import { ConfigError, DEFAULT_MAIL_FROM, DEFAULT_RAZORPAY_BASE_URL, DEFAULT_VAPID_SUBJECT, loadConfig } from './config.ts';

/** A VAPID key pair as `npx web-push generate-vapid-keys` makes it (the private key always 32 bytes). */
const vapidPair = () => {
  const { publicKey, privateKey } = webpush.generateVAPIDKeys();
  return { VAPID_PUBLIC_KEY: publicKey, VAPID_PRIVATE_KEY: privateKey };
};

/** Every setting production requires, each a real value (random secrets, a reachable operator). */
const productionSettings = (dataDir: string) => ({
  NODE_ENV: 'production',
  DATA_DIR: dataDir,
  SESSION_SECRET: randomBytes(48).toString('base64'),
  ...vapidPair(),
  VAPID_SUBJECT: 'mailto:ops@kiraya.in',
  DOCUMENT_KEY: randomBytes(32).toString('base64'),
  PUBLIC_URL: 'https://kiraya.in',
  SMTP_URL: 'smtps://kiraya:mail-password@smtp.kiraya.in:465',
  MAIL_FROM: 'Kiraya <no-reply@kiraya.in>',
});

/** The message of the ConfigError that `read` throws (failing the test if it throws none). */
function configProblem(read: () => unknown): string {
  try {
    read();
  } catch (error) {
    if (error instanceof ConfigError) return error.message;
    throw error;
  }
  throw new Error('expected a ConfigError');
}

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

  it('takes an OpenID Connect provider only with all four settings (none: no provider button)', () => {
    const provider = { OIDC_ISSUER: 'https://id.example', OIDC_CLIENT_ID: 'kiraya', OIDC_CLIENT_SECRET: 's3cret', OIDC_PROVIDER_NAME: 'Example ID' };
    expect(loadConfig({ DATA_DIR: dataDir }).oidc).toBeUndefined();
    expect(loadConfig({ DATA_DIR: dataDir, OIDC_ISSUER: '', OIDC_CLIENT_ID: '', OIDC_CLIENT_SECRET: '', OIDC_PROVIDER_NAME: '' }).oidc).toBeUndefined();
    expect(loadConfig({ DATA_DIR: dataDir, ...provider }).oidc).toEqual({
      issuer: 'https://id.example',
      clientId: 'kiraya',
      clientSecret: 's3cret',
      providerName: 'Example ID',
      redirectUrl: undefined,
    });
    expect(loadConfig({ DATA_DIR: dataDir, ...provider, OIDC_REDIRECT_URL: 'https://kiraya.example/api/callback' }).oidc?.redirectUrl).toBe('https://kiraya.example/api/callback');
    expect(() => loadConfig({ DATA_DIR: dataDir, ...provider, OIDC_CLIENT_SECRET: '' })).toThrow(/missing: OIDC_CLIENT_SECRET/);
    expect(() => loadConfig({ DATA_DIR: dataDir, OIDC_REDIRECT_URL: 'https://kiraya.example/api/callback' })).toThrow(ConfigError);
    expect(() => loadConfig({ DATA_DIR: dataDir, ...provider, OIDC_ISSUER: 'id.example' })).toThrow(/OIDC_ISSUER/);
    expect(() => loadConfig({ DATA_DIR: dataDir, ...provider, OIDC_ISSUER: 'http://127.0.0.1:4000' })).toThrow(/https:\/\/ URL \(plain http is for tests only\)/);
    expect(loadConfig({ DATA_DIR: dataDir, NODE_ENV: 'test', ...provider, OIDC_ISSUER: 'http://127.0.0.1:4000' }).oidc?.issuer).toBe('http://127.0.0.1:4000');
    expect(() => loadConfig({ DATA_DIR: dataDir, ...provider, OIDC_REDIRECT_URL: 'https://kiraya.example/callback' })).toThrow(/OIDC_REDIRECT_URL/);
  });

  it('refuses to start in production without a session secret', () => {
    expect(() => loadConfig({ NODE_ENV: 'production', DATA_DIR: dataDir })).toThrow(/SESSION_SECRET is required/);
  });

  describe('in production', () => {
    it('names every missing setting in one message, with any malformed one, and writes nothing', () => {
      const emptyDir = mkdtempSync(path.join(tmpdir(), 'kiraya-config-missing-'));
      try {
        const message = configProblem(() => loadConfig({ NODE_ENV: 'production', DATA_DIR: emptyDir, PORT: 'eighty' }));
        for (const expected of [
          'PORT must be a whole number',
          'SESSION_SECRET is required',
          'VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY are required',
          'VAPID_SUBJECT is required',
          'DOCUMENT_KEY is required',
          'PUBLIC_URL is required',
          'SMTP_URL is required',
          'MAIL_FROM is required',
        ]) {
          expect(message).toContain(expected);
        }
        // Well-formed otherwise: the same list, less the port.
        const missing = configProblem(() => loadConfig({ NODE_ENV: 'production', DATA_DIR: emptyDir }));
        expect(missing.split('\n').filter((line) => line.includes('required'))).toHaveLength(7);
        expect(readdirSync(emptyDir)).toEqual([]);
      } finally {
        rmSync(emptyDir, { recursive: true, force: true });
      }
    });

    it('needs https:// links and well-formed mail settings', () => {
      const message = configProblem(() => loadConfig({ ...productionSettings(dataDir), PUBLIC_URL: 'http://kiraya.in', SMTP_URL: 'mail.kiraya.in', MAIL_FROM: 'Kiraya', MAIL_REPLY_TO: 'the moderators' }));
      expect(message).toContain('PUBLIC_URL (http://kiraya.in) must be https:// in production');
      expect(message).toContain('SMTP_URL must start with smtp:// or smtps://');
      expect(message).toContain('MAIL_FROM must be an address');
      expect(message).toContain('MAIL_REPLY_TO must be an address');
      expect(loadConfig(productionSettings(dataDir)).mail).toMatchObject({ publicUrl: 'https://kiraya.in', from: 'Kiraya <no-reply@kiraya.in>' });
      expect(loadConfig({ ...productionSettings(dataDir), MAIL_REPLY_TO: 'Kiraya support <support@kiraya.in>' }).mail.replyTo).toBe('Kiraya support <support@kiraya.in>');
      // Outside production: links to this machine, and emails written to DATA_DIR/mail.
      expect(loadConfig({ DATA_DIR: dataDir, PORT: '3100' }).mail).toEqual({ smtpUrl: undefined, from: DEFAULT_MAIL_FROM, replyTo: undefined, publicUrl: 'http://localhost:3100', dropDir: path.join(dataDir, 'mail') });
    });

    it('lists a malformed key beside the missing ones, rather than stopping at the first', () => {
      const { DOCUMENT_KEY: _documentKey, ...withoutDocumentKey } = productionSettings(dataDir);
      const message = configProblem(() => loadConfig({ ...withoutDocumentKey, VAPID_PUBLIC_KEY: vapidPair().VAPID_PUBLIC_KEY, OIDC_ISSUER: 'https://id.example' }));
      expect(message).toContain('DOCUMENT_KEY is required');
      expect(message).toContain('VAPID_PUBLIC_KEY is not the public key of VAPID_PRIVATE_KEY');
      expect(message).toContain('missing: OIDC_CLIENT_ID, OIDC_CLIENT_SECRET, OIDC_PROVIDER_NAME');
    });

    it('refuses placeholder values, without echoing a secret', () => {
      const message = configProblem(() =>
        loadConfig({
          ...productionSettings(dataDir),
          SESSION_SECRET: 'change-me-to-a-long-random-string-please',
          DOCUMENT_KEY: 'a'.repeat(64),
          VAPID_SUBJECT: 'mailto:admin@localhost',
        }),
      );
      expect(message).toContain('SESSION_SECRET holds a placeholder');
      expect(message).toContain('DOCUMENT_KEY holds a placeholder');
      expect(message).toContain('VAPID_SUBJECT (mailto:admin@localhost) reaches nobody');
      expect(message).not.toContain('change-me');
      expect(() => loadConfig({ ...productionSettings(dataDir), VAPID_SUBJECT: 'https://kiraya.example.com/contact' })).toThrow(/reaches nobody/);
      // Outside production the examples still run a laptop's server.
      expect(loadConfig({ DATA_DIR: dataDir, SESSION_SECRET: 'change-me-to-a-long-random-string-please' }).env).toBe('development');
    });

    it('starts with every setting real', () => {
      const config = loadConfig(productionSettings(dataDir));
      expect(config).toMatchObject({ env: 'production', demoData: false, payments: { gateway: 'off' } });
      expect(config.vapid.subject).toBe('mailto:ops@kiraya.in');
    });
  });

  it('loads the demo data by default outside production only; DEMO_DATA decides when set', () => {
    expect(loadConfig({ DATA_DIR: dataDir }).demoData).toBe(true);
    expect(loadConfig({ DATA_DIR: dataDir, DEMO_DATA: 'false' }).demoData).toBe(false);
    expect(loadConfig(productionSettings(dataDir)).demoData).toBe(false);
    expect(loadConfig({ ...productionSettings(dataDir), DEMO_DATA: 'true' }).demoData).toBe(true);
    expect(() => loadConfig({ DATA_DIR: dataDir, DEMO_DATA: 'maybe' })).toThrow('DEMO_DATA must be true or false');
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

  describe('document key', () => {
    it('is generated once into DATA_DIR when unset, 32 bytes', () => {
      const first = loadConfig({ DATA_DIR: dataDir });
      expect(first.documentKey).toHaveLength(32);
      expect(loadConfig({ DATA_DIR: dataDir }).documentKey.equals(first.documentKey)).toBe(true);
      expect(Buffer.from(JSON.parse(readFileSync(path.join(dataDir, 'secrets.json'), 'utf8')).DOCUMENT_KEY, 'base64').equals(first.documentKey)).toBe(true);
    });

    it('reads base64 or hex, and refuses anything that is not 32 bytes without echoing it', () => {
      const key = Buffer.alloc(32, 9);
      expect(loadConfig({ DATA_DIR: dataDir, DOCUMENT_KEY: key.toString('base64') }).documentKey.equals(key)).toBe(true);
      expect(loadConfig({ DATA_DIR: dataDir, DOCUMENT_KEY: key.toString('hex') }).documentKey.equals(key)).toBe(true);
      expect(() => loadConfig({ DATA_DIR: dataDir, DOCUMENT_KEY: 'not-a-key-secret123' })).toThrow(/DOCUMENT_KEY must be 32 bytes/);
      expect(() => loadConfig({ DATA_DIR: dataDir, DOCUMENT_KEY: Buffer.alloc(16).toString('hex') })).toThrow(ConfigError);
      expect(() => loadConfig({ DATA_DIR: dataDir, DOCUMENT_KEY: 'not-a-key-secret123' })).toThrow(
        expect.objectContaining({ message: expect.not.stringContaining('secret123') }),
      );
    });

    it('stops a production start without DOCUMENT_KEY with a clear message', () => {
      const { DOCUMENT_KEY: _documentKey, ...production } = productionSettings(dataDir);
      expect(() => loadConfig(production)).toThrow(ConfigError);
      expect(() => loadConfig(production)).toThrow(/DOCUMENT_KEY is required when NODE_ENV=production/);
      expect(loadConfig({ ...production, DOCUMENT_KEY: randomBytes(32).toString('base64') }).env).toBe('production');
    });
  });

  it('treats an empty DATABASE_URL as unset', () => {
    expect(loadConfig({ DATABASE_URL: '', DATA_DIR: dataDir }).databaseUrl).toBeUndefined();
  });

  describe('push settings', () => {

    it('generates VAPID keys once into DATA_DIR when unset, beside the session secret', () => {
      const first = loadConfig({ DATA_DIR: dataDir });
      expect(Buffer.from(first.vapid.publicKey, 'base64url')).toHaveLength(65);
      expect(first.vapid.subject).toBe(DEFAULT_VAPID_SUBJECT);
      expect(loadConfig({ DATA_DIR: dataDir }).vapid).toEqual(first.vapid);
      const stored = JSON.parse(readFileSync(path.join(dataDir, 'secrets.json'), 'utf8'));
      expect(stored).toMatchObject({ VAPID_PUBLIC_KEY: first.vapid.publicKey, VAPID_PRIVATE_KEY: first.vapid.privateKey, SESSION_SECRET: first.sessionSecret });
    });

    it('signs with a stored private key an earlier version kept a leading zero byte short', () => {
      const ecdh = createECDH('prime256v1');
      // One zero byte, then 31 random ones of which the first is not zero: a second zero would make
      // the key two bytes short (one run in 256 did).
      const rest = randomBytes(31);
      rest[0] = rest[0] || 1;
      ecdh.setPrivateKey(Buffer.concat([Buffer.alloc(1), rest]));
      const shortKey = ecdh.getPrivateKey();
      expect(shortKey).toHaveLength(31);
      const keptDir = mkdtempSync(path.join(tmpdir(), 'kiraya-config-short-vapid-'));
      try {
        const stored = { SESSION_SECRET: 'x'.repeat(32), VAPID_PUBLIC_KEY: ecdh.getPublicKey().toString('base64url'), VAPID_PRIVATE_KEY: shortKey.toString('base64url') };
        writeFileSync(path.join(keptDir, 'secrets.json'), JSON.stringify(stored));
        const { vapid } = loadConfig({ DATA_DIR: keptDir });
        expect(Buffer.from(vapid.privateKey, 'base64url')).toEqual(Buffer.concat([Buffer.alloc(1), shortKey]));
        expect(() => webpush.getVapidHeaders('https://push.example.org', vapid.subject, vapid.publicKey, vapid.privateKey, 'aes128gcm')).not.toThrow();
      } finally {
        rmSync(keptDir, { recursive: true, force: true });
      }
    });

    it('takes a key pair and subject from the environment, and checks the pair belongs together', () => {
      const keys = vapidPair();
      const config = loadConfig({ DATA_DIR: dataDir, ...keys, VAPID_SUBJECT: 'https://kiraya.example' });
      expect(config.vapid).toEqual({ publicKey: keys.VAPID_PUBLIC_KEY, privateKey: keys.VAPID_PRIVATE_KEY, subject: 'https://kiraya.example' });
      expect(() => loadConfig({ DATA_DIR: dataDir, ...keys, VAPID_PUBLIC_KEY: vapidPair().VAPID_PUBLIC_KEY })).toThrow('VAPID_PUBLIC_KEY is not the public key of VAPID_PRIVATE_KEY');
      expect(() => loadConfig({ DATA_DIR: dataDir, VAPID_PRIVATE_KEY: keys.VAPID_PRIVATE_KEY })).toThrow('must be set together');
      expect(() => loadConfig({ DATA_DIR: dataDir, ...keys, VAPID_PRIVATE_KEY: 'short' })).toThrow('VAPID_PRIVATE_KEY must be a P-256 private key');
      expect(() => loadConfig({ DATA_DIR: dataDir, VAPID_SUBJECT: 'admin@example.in' })).toThrow('VAPID_SUBJECT must be a mailto: address or an https:// URL');
    });

    it('refuses to start in production without VAPID keys', () => {
      const { VAPID_PUBLIC_KEY: _public, VAPID_PRIVATE_KEY: _private, ...production } = productionSettings(dataDir);
      expect(() => loadConfig(production)).toThrow(/VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY are required when NODE_ENV=production/);
      expect(loadConfig({ ...production, ...vapidPair() }).env).toBe('production');
    });

    it('reads PUSH_SERVICE_HOSTS as host[:port] entries and runs the job worker except under NODE_ENV=test', () => {
      const config = loadConfig({ DATA_DIR: dataDir, PUSH_SERVICE_HOSTS: ' Push.Example.org , 127.0.0.1:8443,' });
      expect(config.pushServiceHosts).toEqual(['push.example.org', '127.0.0.1:8443']);
      expect(() => loadConfig({ DATA_DIR: dataDir, PUSH_SERVICE_HOSTS: 'https://push.example.org' })).toThrow('PUSH_SERVICE_HOSTS must be comma-separated');
      expect(config.jobWorker).toBe(true);
      expect(loadConfig({ DATA_DIR: dataDir, NODE_ENV: 'test' }).jobWorker).toBe(false);
      expect(loadConfig({ DATA_DIR: dataDir, NODE_ENV: 'test', JOB_WORKER: 'true' }).jobWorker).toBe(true);
    });
  });

  it('reads TRUST_PROXY_HOPS as the number of proxies in front, one by default', () => {
    expect(loadConfig({ DATA_DIR: dataDir }).proxyHops).toBe(1);
    expect(loadConfig({ DATA_DIR: dataDir, TRUST_PROXY: 'true', TRUST_PROXY_HOPS: '2' }).proxyHops).toBe(2);
    for (const bad of ['0', '11', '1.5', 'two']) expect(() => loadConfig({ DATA_DIR: dataDir, TRUST_PROXY_HOPS: bad })).toThrow('TRUST_PROXY_HOPS must be a whole number from 1 to 10');
  });

  it('limits sign-ups per address to 20 unless SIGN_UPS_PER_ADDRESS says otherwise (0: no limit)', () => {
    expect(loadConfig({ DATA_DIR: dataDir }).signUpsPerAddress).toBe(20);
    expect(loadConfig({ DATA_DIR: dataDir, SIGN_UPS_PER_ADDRESS: '0' }).signUpsPerAddress).toBe(0);
    expect(() => loadConfig({ DATA_DIR: dataDir, SIGN_UPS_PER_ADDRESS: '-1' })).toThrow('SIGN_UPS_PER_ADDRESS must be a whole number from 0 to 100000');
  });

  describe('payments', () => {
    const razorpay = { RAZORPAY_KEY_ID: 'rzp_live_abc', RAZORPAY_KEY_SECRET: 'key-secret-1', RAZORPAY_WEBHOOK_SECRET: 'hook-secret-1' };

    /** The test gateway's signing secret, failing the test if another gateway was configured. */
    const testSecret = (payments: ReturnType<typeof loadConfig>['payments']): string => {
      if (payments.gateway !== 'test') throw new Error(`expected the test gateway, got ${payments.gateway}`);
      return payments.keySecret;
    };

    it('runs the test gateway without keys outside production, its secret derived from the session secret and written nowhere', () => {
      const first = loadConfig({ DATA_DIR: dataDir }).payments;
      expect(first).toMatchObject({ gateway: 'test', keyId: 'rzp_test_kiraya' });
      expect(testSecret(first).length).toBeGreaterThanOrEqual(32);
      // The same for every process of one site; another session secret, another signing secret.
      expect(testSecret(loadConfig({ DATA_DIR: dataDir }).payments)).toBe(testSecret(first));
      expect(testSecret(loadConfig({ DATA_DIR: dataDir, SESSION_SECRET: 'y'.repeat(32) }).payments)).not.toBe(testSecret(first));
      expect(JSON.parse(readFileSync(path.join(dataDir, 'secrets.json'), 'utf8'))).not.toHaveProperty('PAYMENTS_TEST_SECRET');
      expect(loadConfig({ DATA_DIR: dataDir, NODE_ENV: 'test' }).payments.gateway).toBe('test');
      // Off on purpose, to see a site without payments while developing.
      expect(loadConfig({ DATA_DIR: dataDir, PAYMENTS_TEST_MODE: 'false' }).payments).toEqual({ gateway: 'off' });
    });

    it('turns payments off in production without keys, and runs the test gateway there only when PAYMENTS_TEST_MODE=true, writing no secret', () => {
      const productionDir = mkdtempSync(path.join(tmpdir(), 'kiraya-config-production-'));
      try {
        const production = productionSettings(productionDir);
        expect(loadConfig(production).payments).toEqual({ gateway: 'off' });
        expect(loadConfig({ ...production, PAYMENTS_TEST_MODE: 'false' }).payments).toEqual({ gateway: 'off' });
        expect(loadConfig({ ...production, PAYMENTS_TEST_MODE: 'true' }).payments).toMatchObject({ gateway: 'test', keyId: 'rzp_test_kiraya' });
        expect(readdirSync(productionDir)).toEqual([]);
        expect(() => loadConfig({ ...production, PAYMENTS_TEST_MODE: 'yes' })).toThrow('PAYMENTS_TEST_MODE must be true or false');
      } finally {
        rmSync(productionDir, { recursive: true, force: true });
      }
    });

    it('uses Razorpay with its key pair, at its own address unless RAZORPAY_BASE_URL says otherwise', () => {
      expect(loadConfig({ DATA_DIR: dataDir, ...razorpay }).payments).toEqual({
        gateway: 'razorpay',
        keyId: 'rzp_live_abc',
        keySecret: 'key-secret-1',
        webhookSecret: 'hook-secret-1',
        baseUrl: DEFAULT_RAZORPAY_BASE_URL,
      });
      expect(loadConfig({ DATA_DIR: dataDir, ...razorpay, RAZORPAY_BASE_URL: 'http://127.0.0.1:9999/' }).payments).toMatchObject({ baseUrl: 'http://127.0.0.1:9999' });
      expect(() => loadConfig({ DATA_DIR: dataDir, ...razorpay, RAZORPAY_BASE_URL: 'api.razorpay.com' })).toThrow('RAZORPAY_BASE_URL must start with http:// or https://');
    });

    it('refuses half a key pair, and Razorpay in production without its webhook secret', () => {
      expect(() => loadConfig({ DATA_DIR: dataDir, RAZORPAY_KEY_ID: 'rzp_live_abc' })).toThrow('RAZORPAY_KEY_ID and RAZORPAY_KEY_SECRET must be set together.');
      expect(() => loadConfig({ DATA_DIR: dataDir, RAZORPAY_KEY_SECRET: 'key-secret-1' })).toThrow('must be set together');
      const production = productionSettings(dataDir);
      expect(() => loadConfig({ ...production, ...razorpay, RAZORPAY_WEBHOOK_SECRET: '' })).toThrow(/RAZORPAY_WEBHOOK_SECRET is required/);
      expect(loadConfig({ ...production, ...razorpay }).payments.gateway).toBe('razorpay');
      // Test mode is the gateway's stand-in: it cannot run beside real keys.
      expect(() => loadConfig({ DATA_DIR: dataDir, ...razorpay, PAYMENTS_TEST_MODE: 'true' })).toThrow('PAYMENTS_TEST_MODE=true cannot go with Razorpay keys');
      expect(loadConfig({ DATA_DIR: dataDir, ...razorpay, RAZORPAY_WEBHOOK_SECRET: '' }).payments).toMatchObject({ gateway: 'razorpay', webhookSecret: undefined });
    });
  });
});
