import type { IncomingMessage, ServerResponse } from 'node:http';
import { httpMessages } from '@teater/contract';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import helmet from 'helmet';
import { builtInlineScriptSources } from './inline-scripts.js';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);
const midtrans = [
  'https://app.sandbox.midtrans.com',
  'https://app.midtrans.com',
  'https://api.midtrans.com',
  'https://api.sandbox.midtrans.com',
];

/** True when a browser sent this write from another site (CSRF); server-to-server calls carry no Origin. */
function isCrossSiteWrite(request: FastifyRequest, publicUrl?: string): boolean {
  if (SAFE_METHODS.has(request.method)) return false;
  if (request.headers['sec-fetch-site'] === 'cross-site') return true;
  const origin = request.headers.origin;
  if (!origin) return false;
  let originHost: string;
  try {
    originHost = new URL(origin).host;
  } catch {
    return true;
  }
  if (publicUrl && new URL(publicUrl).host === originHost) return false;
  return originHost !== request.headers.host;
}

/**
 * Answers that are never documents (the API's JSON; scripts, styles, fonts and pictures) get the
 * short set OWASP advises for APIs instead of the page policy: nothing may load, frame or sniff
 * them, and each is a kilobyte lighter. On a phone's connection that kilobyte on the main picture
 * and the stylesheet is part of the first screen's wait. An SVG opened on its own runs nothing.
 */
const SUBRESOURCE_HEADERS: Record<string, string> = {
  'content-security-policy': "default-src 'none'; frame-ancestors 'none'",
  'x-content-type-options': 'nosniff',
  'x-frame-options': 'DENY',
  'referrer-policy': 'no-referrer',
  'cross-origin-resource-policy': 'same-origin',
};

const SUBRESOURCE_FILE = /\.(?:avif|webp|png|jpe?g|gif|svg|ico|css|js|mjs|woff2?)(?:\?.*)?$/;

/**
 * Scripts that run as workers take their policy from their own answer: the door's service worker
 * fetches the files it caches, and its QR decoder loads its chunks and compiles WebAssembly
 * (decision 025). They may do that from this site only.
 */
const WORKER_FILE = /^\/(?:checkin-sw\.js|assets\/door-worker-[\w.-]+\.js)(?:\?.*)?$/;
const WORKER_HEADERS: Record<string, string> = {
  ...SUBRESOURCE_HEADERS,
  'content-security-policy':
    "default-src 'self'; script-src 'self' 'wasm-unsafe-eval'; object-src 'none'; frame-ancestors 'none'",
};

/** The API's answers (except its HTML documentation) and the files pages load. */
const isSubresource = (url: string) =>
  (url.startsWith('/api/') && !url.startsWith('/api/docs')) || SUBRESOURCE_FILE.test(url);

type Middleware = ReturnType<typeof helmet>;

/**
 * The headers helmet sets, taken once: they are the same for every answer (no per-request
 * nonce), and setting them one by one through helmet on each request cost a tenth of a cached read.
 */
function headersOf(middleware: Middleware): Record<string, string> {
  const headers: Record<string, string> = {};
  const response = {
    setHeader: (name: string, value: string) => {
      headers[name.toLowerCase()] = value;
    },
    removeHeader: (name: string) => {
      delete headers[name.toLowerCase()];
    },
  };
  middleware({} as IncomingMessage, response as unknown as ServerResponse, () => undefined);
  return headers;
}

export const securityPlugin = fp(async (app: FastifyInstance) => {
  // Taken once (headersOf), applied to every response. (@fastify/helmet builds the middleware again
  // for each request, parsing the whole policy each time: a sixth of the CPU of a cached page read.)
  const setSecurityHeaders = helmet({
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'", ...builtInlineScriptSources(app.config.webDist), ...midtrans],
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:', 'https:'],
        mediaSrc: ["'self'", 'blob:', 'https:'],
        connectSrc: ["'self'", ...midtrans],
        frameSrc: ["'self'", ...midtrans, 'https://www.youtube.com', 'https://www.youtube-nocookie.com'],
        frameAncestors: ["'none'"],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
        upgradeInsecureRequests: null,
      },
    },
    crossOriginEmbedderPolicy: false,
    crossOriginResourcePolicy: { policy: 'same-origin' },
    frameguard: { action: 'deny' },
    hsts: app.config.PUBLIC_URL?.startsWith('https://') ? { maxAge: 15_552_000 } : false,
  });
  const pageHeaders = headersOf(setSecurityHeaders);
  const hsts = pageHeaders['strict-transport-security'];
  const subresourceHeaders = hsts ? { ...SUBRESOURCE_HEADERS, 'strict-transport-security': hsts } : SUBRESOURCE_HEADERS;
  const workerHeaders = hsts ? { ...WORKER_HEADERS, 'strict-transport-security': hsts } : WORKER_HEADERS;
  // One synchronous hook: every answer, the cheapest public read included, passes through it.
  app.addHook('onRequest', (request, reply, done) => {
    reply.headers(
      WORKER_FILE.test(request.url) ? workerHeaders : isSubresource(request.url) ? subresourceHeaders : pageHeaders,
    );
    if (!request.url.startsWith('/api/v1/payment/webhook') && isCrossSiteWrite(request, app.config.PUBLIC_URL)) {
      reply.status(403).send({ message: httpMessages.crossOrigin });
      return;
    }
    done();
  });
});
