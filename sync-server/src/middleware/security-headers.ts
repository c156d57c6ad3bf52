/**
 * Security headers on every response: a CSP without inline scripts, nosniff, a strict
 * referrer policy, no framing, and HSTS in production only (it would pin localhost to HTTPS). The one
 * outside origin is Razorpay's checkout: its script, its payment frame and its API.
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import helmet, { type HelmetOptions } from 'helmet';
import type { AppMiddleware } from '../types.ts';

/*
 * helmet writes them; none depends on the request, so helmet runs once, at start, against a stand-in
 * response, and each response gets the headers it wrote (helmet's dozen middleware per request were a
 * measurable share of a cached page's cost).
 */

const RAZORPAY_CHECKOUT = 'https://checkout.razorpay.com';
const RAZORPAY_API = 'https://api.razorpay.com';

/** The headers helmet sets with these options, by name. */
export function helmetHeaders(options: HelmetOptions): ReadonlyArray<readonly [string, string]> {
  const headers = new Map<string, string>();
  const response = {
    setHeader: (name: string, value: string | number | readonly string[]) => headers.set(name, String(value)),
    removeHeader: (name: string) => headers.delete(name),
  };
  let done = false;
  helmet(options)({} as IncomingMessage, response as unknown as ServerResponse, (error?: unknown) => {
    if (error) throw error;
    done = true;
  });
  // Every header helmet writes is static; one that waited for the request would not be.
  if (!done) throw new Error('helmet did not finish synchronously: its headers depend on the request');
  return [...headers];
}

export function securityHeaders(production: boolean): AppMiddleware {
  const headers = helmetHeaders({
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'", RAZORPAY_CHECKOUT],
        // Component libraries set style attributes at run time; no script can run from a style.
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:'],
        mediaSrc: ["'self'", 'blob:'],
        fontSrc: ["'self'"],
        connectSrc: ["'self'", RAZORPAY_API, RAZORPAY_CHECKOUT],
        // The checkout opens its payment page in a frame (cards, UPI, net banking).
        frameSrc: [RAZORPAY_API, RAZORPAY_CHECKOUT],
        workerSrc: ["'self'"],
        manifestSrc: ["'self'"],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
        frameAncestors: ["'none'"],
        ...(production ? { upgradeInsecureRequests: [] } : {}),
      },
    },
    strictTransportSecurity: production ? { maxAge: 31_536_000, includeSubDomains: true } : false,
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    crossOriginEmbedderPolicy: false,
    xFrameOptions: { action: 'deny' },
  });
  return async (ctx, next) => {
    for (const [name, value] of headers) ctx.res.setHeader(name, value);
    await next();
  };
}
