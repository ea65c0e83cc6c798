import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';
import type { CoverageContext, WriteScenario } from '../../audit/index.js';

/** One operation of the OpenAPI document, and the answers it declares. */
export interface Operation {
  /** `POST /api/v1/tiket/{id}`, as the write scenarios name it */
  key: string;
  method: string;
  path: string;
  declared: string[];
}

/** A request to replay as every role: the caller's own credentials are added when it is sent. */
export interface RequestTemplate {
  method: InjectOptions['method'];
  url: string;
  payload?: InjectOptions['payload'];
  headers: Record<string, string>;
}

interface OpenApiDocument {
  paths: Record<string, Record<string, { responses?: Record<string, unknown> }>>;
}

/** Every operation of the document, in its order. */
export function operationsOf(spec: OpenApiDocument): Operation[] {
  return Object.entries(spec.paths).flatMap(([path, methods]) =>
    Object.entries(methods)
      .filter(([method]) => method !== 'head')
      .map(([method, operation]) => ({
        key: `${method.toUpperCase()} ${path}`,
        method: method.toUpperCase(),
        path,
        declared: Object.keys(operation.responses ?? {}),
      })),
  );
}

/** Headers that carry who the caller is: replaced by each role's own. */
const CREDENTIALS = new Set(['authorization', 'cookie']);

/** Operations whose bearer is not a session's: the WhatsApp sandbox takes the Cloud API's access token. */
const OWN_BEARER = new Set(['POST /api/v1/whatsapp/sandbox/{version}/{phoneNumberId}/messages']);

/** Body fields naming the caller's own account (another's is refused): each role sends its own id. */
const CALLER_FIELDS: Record<string, string> = { 'POST /api/v1/tiket/user/pesan': 'id_user' };

/** The body `template` sends as `callerId` (its fields naming the caller are the caller's). */
export function payloadFor(
  key: string,
  template: RequestTemplate,
  callerId: number | null,
): RequestTemplate['payload'] {
  const field = CALLER_FIELDS[key];
  if (!field || typeof template.payload !== 'string') return template.payload;
  const body = JSON.parse(template.payload) as Record<string, unknown>;
  if (callerId === null) delete body[field];
  else body[field] = callerId;
  return JSON.stringify(body);
}

/**
 * The request a write scenario sends, captured instead of sent: its setup runs for real (records,
 * accounts, tokens), then its one call is taken from the app's inject, which is put back at once.
 */
export async function captureWrite(
  ctx: CoverageContext,
  scenario: WriteScenario,
  key: string,
): Promise<RequestTemplate> {
  const call = await scenario.prepare(ctx);
  // the callers' inject, seen as the one form they use
  const app = ctx.t.app as unknown as { inject: (opts: InjectOptions) => Promise<LightMyRequestResponse> };
  const captured: InjectOptions[] = [];
  const inject = app.inject;
  app.inject = async (opts: InjectOptions) => {
    captured.push(opts);
    return { statusCode: 0, body: '', headers: {}, json: () => ({}) } as unknown as LightMyRequestResponse;
  };
  try {
    await call.send();
  } finally {
    app.inject = inject;
  }
  const [opts] = captured;
  if (captured.length !== 1 || !opts) throw new Error(`${key}: its scenario sent ${captured.length} requests, not one`);
  const headers = Object.fromEntries(
    Object.entries(opts.headers ?? {})
      .filter(([name]) => OWN_BEARER.has(key) || !CREDENTIALS.has(name.toLowerCase()))
      .map(([name, value]) => [name, String(value)]),
  );
  return { method: opts.method, url: String(opts.url), payload: opts.payload, headers };
}

/** Path parameters no write scenario named: harmless values (a missing record answers 404 after the access check). */
const HARMLESS: Record<string, string> = {
  id: '1',
  photoId: '1',
  token: 'tidak-ada',
  folder: 'beritas',
  name: 'tidak-ada.jpg',
  source: 'beritas',
  version: 'v21.0',
  phoneNumberId: '1',
  // a door sale's key is the device's UUID: a well-formed one no sale has
  key: '00000000-0000-4000-8000-000000000000',
  shift: '1',
};

/** Query strings a read needs to pass validation (a 400 from validation would hide the access check). */
const QUERIES: Record<string, (app: FastifyInstance) => Promise<string>> = {
  // a well-formed link nobody was sent
  'GET /api/v1/consents/withdraw': async () => 'token=tautan-tidak-dikenal',
  // a seated show's best seats: how many, of which zone
  'GET /api/v1/tiket/{id}/seats/best': async () => 'count=2&zone=1',
  // Meta's handshake, with the site's own verify token: the route refuses any other
  'GET /api/v1/whatsapp/webhook': async (app) =>
    `hub.mode=subscribe&hub.challenge=matriks&hub.verify_token=${encodeURIComponent((await app.whatsapp.secrets()).verifyToken)}`,
  // the money reports and the books' exports: a period of WIB days
  ...Object.fromEntries(
    ['report', 'report.csv', 'report.pdf', 'journal.csv', 'movements.csv'].map((file) => [
      `GET /api/v1/finance/${file}`,
      async () => 'from=2026-11-01&to=2026-11-30',
    ]),
  ),
};

const matcherOf = (path: string) =>
  new RegExp(`^${path.replace(/[.*+?^$()|[\]\\]/g, '\\$&').replace(/\{(\w+)\}/g, '(?<$1>[^/?]+)')}(?:\\?|$)`);

/**
 * A read's request: its path parameters are an existing record's, taken from a write scenario's
 * request on the same path (a change first: a deletion's record is gone), else harmless.
 */
export async function readRequest(
  app: FastifyInstance,
  operation: Operation,
  writes: { key: string; template: RequestTemplate }[],
): Promise<RequestTemplate> {
  const matcher = matcherOf(operation.path);
  const order = (key: string) => (key.startsWith('DELETE') ? 1 : 0);
  const sibling = writes
    .filter((write) => write.key.slice(write.key.indexOf(' ') + 1) === operation.path)
    .sort((a, b) => order(a.key) - order(b.key))
    .map((write) => matcher.exec(write.template.url)?.groups)
    .find((groups) => groups !== undefined);
  const url = operation.path.replace(/\{(\w+)\}/g, (_, name: string) => {
    const value = sibling?.[name] ?? HARMLESS[name];
    if (value === undefined)
      throw new Error(`${operation.key}: no value for {${name}} (add one to HARMLESS in requests.ts)`);
    return value;
  });
  const query = await QUERIES[operation.key]?.(app);
  return { method: 'GET', url: query ? `${url}?${query}` : url, headers: {} };
}
