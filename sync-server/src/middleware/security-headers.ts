/**
 * Security headers on every response (DESIGN.md §6): a CSP without inline scripts, nosniff, a strict
 * referrer policy, no framing, and HSTS in production only (it would pin localhost to HTTPS). The one
 * outside origin is Razorpay's checkout (issue 14): its script, its payment frame and its API.
 */
import helmet from 'koa-helmet';
import type { AppMiddleware } from '../types.ts';

const RAZORPAY_CHECKOUT = 'https://checkout.razorpay.com';
const RAZORPAY_API = 'https://api.razorpay.com';

export function securityHeaders(production: boolean): AppMiddleware {
  return helmet({
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
  }) as AppMiddleware;
}
