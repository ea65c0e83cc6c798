import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { MemoryRouter, Route, Routes } from 'react-router';

/** What the stand-in server answers a call with: a status and a JSON body. */
export interface Answer {
  status?: number;
  body?: unknown;
}

/**
 * The server a component test's page talks to: every `fetch` the page makes is answered by
 * `answer` (its path and query), or fails like a dropped connection when it returns undefined.
 * The calls are listed, in order. The test's own fetch is put back after each test (test/dom.ts).
 */
export function serve(answer: (url: URL) => Answer | undefined | Promise<Answer | undefined>) {
  const calls: URL[] = [];
  globalThis.fetch = async (input: RequestInfo | URL) => {
    const url = new URL(input instanceof Request ? input.url : String(input), location.href);
    calls.push(url);
    const reply = await answer(url);
    if (!reply) throw new TypeError('Failed to fetch');
    return new Response(reply.body === undefined ? null : JSON.stringify(reply.body), {
      status: reply.status ?? 200,
      headers: { 'content-type': 'application/json' },
    });
  };
  return calls;
}

/**
 * Renders a page or screen as the app does (its query client, a router at `url`). Failed calls
 * are not retried: the app's retry policy is not what a component test is about. Unused answers
 * and finished writes are never collected: the five-minute collection timer would keep the test's
 * process alive. `route` is the URL table's pattern when the page reads its parameters (`/news/:id`).
 */
export function renderPage(ui: ReactNode, url = '/', route?: string) {
  const client = new QueryClient({
    defaultOptions: {
      queries: { retry: false, gcTime: Number.POSITIVE_INFINITY },
      mutations: { retry: false, gcTime: Number.POSITIVE_INFINITY },
    },
  });
  return render(
    <QueryClientProvider client={client}>
      <MemoryRouter initialEntries={[url]}>
        {route ? (
          <Routes>
            <Route path={route} element={ui} />
          </Routes>
        ) : (
          ui
        )}
      </MemoryRouter>
    </QueryClientProvider>,
  );
}
