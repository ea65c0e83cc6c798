/**
 * A load generator that does not count its own work as the server's (issue 43's seat rush).
 *
 * `fetch()` builds and queues each request synchronously: 2,000 of them cost the bench about 0.7 s
 * of its own CPU before the first one leaves, and a clock started before `fetch()` counts that as
 * waiting for the server. Here every request is prepared before the clock (path, headers, body as
 * bytes), each has its own keep-alive connection opened beforehand, and each request's second
 * clock starts when the request has been handed to its socket ('finish'), so a rush reports both
 * what a buyer's client saw and what the server took.
 */
import http from 'node:http';

export interface PreparedRequest {
  path: string;
  headers: Record<string, string>;
  body: Buffer;
}

export interface RushAnswer {
  status: number;
  /** ms from the rush's start to the answer's last byte: what a client sending all at once sees */
  fromStart: number;
  /** ms from this request's bytes handed to its socket to the answer's last byte: the server's time */
  fromSent: number;
  /** ms from the rush's start to this request handed to its socket: the client's own sending */
  sentAfter: number;
}

/** A JSON POST ready to send: its body serialized and its length known, before any clock starts. */
export function preparePost(path: string, headers: Record<string, string>, body: unknown): PreparedRequest {
  const bytes = Buffer.from(JSON.stringify(body));
  return { path, headers: { ...headers, 'content-length': String(bytes.length) }, body: bytes };
}

/**
 * An agent holding `connections` open keep-alive connections to `site`: they are opened by as many
 * GETs of `/healthz` at once, then left idle for the rush to reuse (no connection is made during it).
 */
export async function warmAgent(site: string, connections: number): Promise<http.Agent> {
  const agent = new http.Agent({ keepAlive: true, maxSockets: connections, maxFreeSockets: connections });
  const url = new URL('/healthz', site);
  await Promise.all(
    Array.from(
      { length: connections },
      () =>
        new Promise<void>((resolve, reject) => {
          const req = http.get(url, { agent }, (res) => {
            res.resume();
            res.on('end', resolve);
          });
          req.on('error', reject);
        }),
    ),
  );
  return agent;
}

/** Sends every request at once over `agent`'s connections; answers in the requests' order. */
export async function rushAll(site: string, agent: http.Agent, requests: PreparedRequest[]): Promise<RushAnswer[]> {
  const { hostname, port } = new URL(site);
  const started = performance.now();
  return Promise.all(
    requests.map(
      (prepared) =>
        new Promise<RushAnswer>((resolve, reject) => {
          let sentAt = Number.NaN;
          const req = http.request(
            { agent, hostname, port, method: 'POST', path: prepared.path, headers: prepared.headers },
            (res) => {
              res.resume();
              res.on('end', () => {
                const now = performance.now();
                resolve({
                  status: res.statusCode ?? 0,
                  fromStart: now - started,
                  fromSent: now - sentAt,
                  sentAfter: sentAt - started,
                });
              });
            },
          );
          req.on('finish', () => {
            sentAt = performance.now();
          });
          req.on('error', reject);
          req.end(prepared.body);
        }),
    ),
  );
}
