/**
 * A local web push service for tests (web-push only speaks HTTPS), standing in for FCM, Mozilla's or
 * Apple's.
 */
import { createECDH, randomBytes, randomUUID, type ECDH } from 'node:crypto';
import { EventEmitter } from 'node:events';
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { Agent, createServer, type Server } from 'node:https';
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import ece from 'http_ece';
import { importJWK, jwtVerify } from 'jose';

/*
 * HTTPS on loopback with a self-signed certificate made for the run (openssl), subscriptions with real
 * P-256 keys like a browser's, and for each push it checks what a real service checks — the VAPID JWT
 * (ES256, audience = this origin, signed by the key the test expects, an exp within 24 h; web-push's
 * JWT has no iat) — then decrypts the aes128gcm body with the subscription's keys, as the browser
 * would. Tests script its answers per subscription (410, 429 with Retry-After…).
 */

export interface TestSubscription {
  id: string;
  endpoint: string;
  keys: { p256dh: string; auth: string };
}

/** A push the service accepted: decrypted and verified. */
export interface ReceivedPush {
  subscriptionId: string;
  /** The decrypted body, parsed as JSON. */
  payload: unknown;
  bytes: number;
  ttl: string | undefined;
  urgency: string | undefined;
  topic: string | undefined;
  claims: { aud: string; sub: string; exp: number };
  at: number;
}

/** Every request, with how it was answered (scripted answers included). */
export interface PushRequestLog {
  subscriptionId: string;
  status: number;
  at: number;
  /** Why the service refused it (bad signature, undecryptable body…), when it did on its own. */
  problem?: string;
}

export interface ScriptedAnswer {
  status: number;
  headers?: Record<string, string>;
}

export interface TestPushService {
  origin: string;
  /** `127.0.0.1:<port>`: the PUSH_SERVICE_HOSTS entry that allows it. */
  host: string;
  /** An agent trusting this service's certificate (what NODE_EXTRA_CA_CERTS does for a process). */
  agent: Agent;
  /** The certificate in PEM, e.g. for NODE_EXTRA_CA_CERTS of a server process. */
  certificatePem: string;
  /** The server's VAPID public key (GET /api/push/public-key): pushes signed by any other are refused. */
  expectVapidKey: (publicKey: string) => Promise<void>;
  subscribe: () => TestSubscription;
  /** The next answers to pushes to this subscription, before the default 201. */
  script: (subscriptionId: string, ...answers: ScriptedAnswer[]) => void;
  received: ReceivedPush[];
  requests: PushRequestLog[];
  /** Resolves once `check` holds (checked now and after each request the service answers), rejects after `timeoutMs`. */
  waitFor: (check: () => boolean, timeoutMs?: number) => Promise<void>;
  close: () => Promise<void>;
}

interface Device {
  ecdh: ECDH;
  auth: Buffer;
}

function selfSignedCertificate(): { key: string; cert: string } {
  const dir = mkdtempSync(path.join(tmpdir(), 'kiraya-push-cert-'));
  try {
    const keyFile = path.join(dir, 'key.pem');
    const certFile = path.join(dir, 'cert.pem');
    execFileSync('openssl', [
      'req', '-x509', '-newkey', 'ec', '-pkeyopt', 'ec_paramgen_curve:prime256v1', '-nodes', '-days', '2',
      '-subj', '/CN=Kiraya test push service', '-addext', 'subjectAltName=IP:127.0.0.1,DNS:localhost',
      '-keyout', keyFile, '-out', certFile,
    ], { stdio: 'ignore' });
    return { key: readFileSync(keyFile, 'utf8'), cert: readFileSync(certFile, 'utf8') };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/** The VAPID public key (uncompressed P-256 point, base64url) as a JWK jose can verify with. */
async function vapidKey(publicKey: string) {
  const point = Buffer.from(publicKey, 'base64url');
  if (point.length !== 65 || point[0] !== 4) throw new Error('not an uncompressed P-256 public key');
  return importJWK({ kty: 'EC', crv: 'P-256', x: point.subarray(1, 33).toString('base64url'), y: point.subarray(33).toString('base64url') }, 'ES256');
}

const readBody = (request: IncomingMessage): Promise<Buffer> =>
  new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => resolve(Buffer.concat(chunks)));
    request.on('error', reject);
  });

const header = (request: IncomingMessage, name: string): string | undefined => {
  const value = request.headers[name];
  return Array.isArray(value) ? value[0] : value;
};

export async function startTestPushService(): Promise<TestPushService> {
  const { key, cert } = selfSignedCertificate();
  let expectedVapidKey = '';
  let verificationKey: Awaited<ReturnType<typeof vapidKey>> | undefined;
  const devices = new Map<string, Device>();
  const scripts = new Map<string, ScriptedAnswer[]>();
  const received: ReceivedPush[] = [];
  const requests: PushRequestLog[] = [];
  /** Told of every request answered, so a test waiting for pushes wakes when one arrives. */
  const answered = new EventEmitter();
  let origin = '';

  /** Checks a push as a push service and a browser would; the reason it is refused, or the push. */
  const accept = async (subscriptionId: string, request: IncomingMessage, body: Buffer, device: Device): Promise<ReceivedPush | string> => {
    const authorization = header(request, 'authorization') ?? '';
    const vapid = /^vapid t=([^,\s]+),\s*k=([A-Za-z0-9_-]+)$/.exec(authorization);
    if (!vapid?.[1] || !vapid[2]) return `no VAPID authorization: ${authorization.slice(0, 20)}`;
    if (!verificationKey || vapid[2] !== expectedVapidKey) return 'signed with another key than the server’s public key';
    let claims: ReceivedPush['claims'];
    try {
      const { payload, protectedHeader } = await jwtVerify(vapid[1], verificationKey, { audience: origin, algorithms: ['ES256'], requiredClaims: ['exp', 'sub'] });
      if (protectedHeader.typ !== 'JWT') return 'JWT header has no typ JWT';
      const exp = payload.exp ?? 0;
      if (exp > Date.now() / 1000 + 24 * 60 * 60 + 60) return 'JWT expires more than 24 h ahead (RFC 8292 §2)';
      if (typeof payload.sub !== 'string' || !/^(mailto:|https:)/.test(payload.sub)) return 'JWT sub is not a mailto: or https: URL';
      claims = { aud: origin, sub: payload.sub, exp };
    } catch (error) {
      return `VAPID JWT refused: ${error instanceof Error ? error.message : String(error)}`;
    }
    if (header(request, 'content-encoding') !== 'aes128gcm') return 'body is not aes128gcm';
    if (!header(request, 'ttl')) return 'no TTL header';
    let plaintext: Buffer;
    try {
      plaintext = ece.decrypt(body, { version: 'aes128gcm', privateKey: device.ecdh, authSecret: device.auth });
    } catch (error) {
      return `cannot decrypt: ${error instanceof Error ? error.message : String(error)}`;
    }
    let payload: unknown;
    try {
      payload = JSON.parse(plaintext.toString('utf8'));
    } catch {
      return 'payload is not JSON';
    }
    return { subscriptionId, payload, bytes: plaintext.length, ttl: header(request, 'ttl'), urgency: header(request, 'urgency'), topic: header(request, 'topic'), claims, at: Date.now() };
  };

  const handle = async (request: IncomingMessage, response: ServerResponse): Promise<void> => {
    const body = await readBody(request);
    const subscriptionId = /^\/push\/([0-9a-f-]+)$/.exec(request.url ?? '')?.[1] ?? '';
    const device = devices.get(subscriptionId);
    const answer = (status: number, headers: Record<string, string> = {}, problem?: string) => {
      requests.push({ subscriptionId, status, at: Date.now(), ...(problem ? { problem } : {}) });
      response.writeHead(status, headers).end(problem ?? '');
      answered.emit('request');
    };
    if (request.method !== 'POST') return answer(405);
    if (!device) return answer(404, {}, 'no such subscription');
    const scripted = scripts.get(subscriptionId)?.shift();
    if (scripted) return answer(scripted.status, scripted.headers);
    const result = await accept(subscriptionId, request, body, device);
    if (typeof result === 'string') return answer(400, {}, result);
    // Kept before the answer, which tells the tests waiting.
    received.push(result);
    answer(201, { location: `${origin}/message/${randomUUID()}` });
  };

  const server: Server = createServer({ key, cert }, (request, response) => {
    handle(request, response).catch((error: unknown) => response.writeHead(500).end(String(error)));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const port = (server.address() as AddressInfo).port;
  origin = `https://127.0.0.1:${port}`;
  const agent = new Agent({ ca: cert, keepAlive: false });

  return {
    origin,
    host: `127.0.0.1:${port}`,
    agent,
    certificatePem: cert,
    expectVapidKey: async (publicKey) => {
      verificationKey = await vapidKey(publicKey);
      expectedVapidKey = publicKey;
    },
    subscribe: () => {
      const id = randomUUID();
      const ecdh = createECDH('prime256v1');
      ecdh.generateKeys();
      const auth = randomBytes(16);
      devices.set(id, { ecdh, auth });
      return { id, endpoint: `${origin}/push/${id}`, keys: { p256dh: ecdh.getPublicKey().toString('base64url'), auth: auth.toString('base64url') } };
    },
    script: (subscriptionId, ...answers) => scripts.set(subscriptionId, [...(scripts.get(subscriptionId) ?? []), ...answers]),
    received,
    requests,
    waitFor: (check, timeoutMs = 20_000) =>
      new Promise<void>((resolve, reject) => {
        const onRequest = (): void => {
          if (!check()) return;
          stop();
          resolve();
        };
        const timer = setTimeout(() => {
          stop();
          reject(new Error('the test push service did not see what the test waited for'));
        }, timeoutMs);
        const stop = (): void => {
          clearTimeout(timer);
          answered.off('request', onRequest);
        };
        answered.on('request', onRequest);
        onRequest();
      }),
    close: async () => {
      agent.destroy();
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
