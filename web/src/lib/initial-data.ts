/**
 * The answers the server embedded into the HTML of a public page
 * (`<script type="application/json" id="initial-data">`, keyed by API path under /api/v1 such as
 * `/beritas` or `/beritas/3`), so the page's first queries render without a round-trip.
 *
 * Each answer is used at most once and only shortly after the page loaded: later reads (after a
 * write invalidated the query, or when coming back to the page) always go to the API.
 */
const FRESH_FOR_MS = 30_000;

let embedded: Map<string, unknown> | undefined;

function readEmbedded(): Map<string, unknown> {
  if (embedded) return embedded;
  embedded = new Map();
  const script = typeof document !== 'undefined' ? document.getElementById('initial-data') : null;
  if (!script?.textContent) return embedded;
  try {
    const parsed = JSON.parse(script.textContent) as Record<string, unknown>;
    for (const [path, body] of Object.entries(parsed)) embedded.set(path, body);
  } catch {
    // A damaged block only costs a round-trip.
  }
  script.remove();
  return embedded;
}

/** The embedded answer of GET /api/v1{path}, if the server sent one for this page; once. */
export function takeInitialData<T>(path: string): T | undefined {
  const answers = readEmbedded();
  if (!answers.has(path)) return undefined;
  const body = answers.get(path) as T;
  answers.delete(path);
  if (typeof performance !== 'undefined' && performance.now() > FRESH_FOR_MS) return undefined;
  return body;
}

/**
 * A query function that answers from the embedded data when it holds `path`, else calls `load`.
 * Use it where a query reads a public API path, e.g. in resource-api.ts:
 * `queryFn: ({ signal }) => withInitialData(path, () => api(path, { signal }))`.
 */
export function withInitialData<T>(path: string, load: () => Promise<T>): Promise<T> {
  const body = takeInitialData<T>(path);
  return body !== undefined ? Promise.resolve(body) : load();
}
