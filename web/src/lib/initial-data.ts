/**
 * The answers the server fetched for a public page (keyed by API path under /api/v1, such as
 * `/beritas` or `/beritas/3`): on the server they feed the render; in the browser they come from
 * `<script type="application/json" id="initial-data">`, so hydration sees the very same data and
 * the first queries need no round-trip.
 *
 * Each answer is used at most once and only shortly after the page loaded: later reads (after a
 * write invalidated the query, or when coming back to the page) always go to the API.
 */
const FRESH_FOR_MS = 30_000;

let answers: Map<string, unknown> | undefined;
/** Server answers are always fresh; embedded ones only shortly after the page loaded. */
let fresh = () => performance.now() <= FRESH_FOR_MS;

function readEmbeddedScript(): Map<string, unknown> {
  const found = new Map<string, unknown>();
  const script = typeof document !== 'undefined' ? document.getElementById('initial-data') : null;
  if (!script?.textContent) return found;
  try {
    const parsed = JSON.parse(script.textContent) as Record<string, unknown>;
    for (const [path, body] of Object.entries(parsed)) found.set(path, body);
  } catch {
    // A damaged block only costs a round-trip.
  }
  script.remove();
  return found;
}

/** Server rendering: the answers of the page being rendered (undefined when it is done). */
export function provideInitialData(pageAnswers: Map<string, unknown> | undefined) {
  answers = pageAnswers;
  fresh = () => true;
}

/** Server rendering: the answer of GET /api/v1{path} the page is rendered with, left for others to take. */
export function peekInitialData<T>(path: string): T | undefined {
  return import.meta.env.SSR ? (answers?.get(path) as T | undefined) : undefined;
}

/** The answer of GET /api/v1{path}, if the server sent one for this page; once. */
export function takeInitialData<T>(path: string): T | undefined {
  answers ??= readEmbeddedScript();
  if (!answers.has(path)) return undefined;
  const body = answers.get(path) as T;
  answers.delete(path);
  return fresh() ? body : undefined;
}
