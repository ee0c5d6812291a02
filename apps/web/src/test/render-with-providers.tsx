import { type QueryCache, QueryClient, QueryClientProvider, type QueryKey } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactElement } from 'react';
import { MemoryRouter } from 'react-router';
import { vi } from 'vitest';

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
/** A request the stub received: method, path (with its query) and parsed JSON body. */
export type StubbedRequest = { method: Method; path: string; body: unknown; headers: Headers };
/** What the stub answers: a JSON body (status 200 unless given), or a whole Response. */
type Reply = { status?: number; body?: unknown; headers?: Record<string, string> } | Response;
/**
 * Answers by "METHOD /path" (the path without its query); a function sees the request, and may answer
 * later (a promise), for what the page shows while it waits.
 */
export type FetchRoutes = Partial<
  Record<`${Method} /${string}`, Reply | ((request: StubbedRequest) => Reply | Promise<Reply>)>
>;

function toResponse(reply: Reply): Response {
  if (reply instanceof Response) return reply;
  return Response.json(reply.body ?? null, { status: reply.status ?? 200, headers: reply.headers });
}

/**
 * Replaces fetch with answers by method and path; a request for anything else fails the test with its
 * name. Returns the requests made, in order. Undone after each test (test/setup.ts).
 */
export function stubFetch(routes: FetchRoutes): StubbedRequest[] {
  const requests: StubbedRequest[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: string | URL | Request, init: RequestInit = {}) => {
      const url = new URL(String(input), 'http://localhost');
      const method = (init.method ?? 'GET').toUpperCase() as Method;
      const body = typeof init.body === 'string' ? JSON.parse(init.body) : undefined;
      const request = {
        method,
        path: `${url.pathname}${url.search}`,
        body,
        headers: new Headers(init.headers),
      };
      requests.push(request);
      const route = routes[`${method} ${url.pathname}` as keyof FetchRoutes];
      if (!route) throw new Error(`No stubbed answer for ${method} ${url.pathname}`);
      return toResponse(typeof route === 'function' ? await route(request) : route);
    }),
  );
  return requests;
}

/** A query client as the tests use it: a failure shows at once instead of after retries. */
export function testQueryClient(queryCache?: QueryCache) {
  return new QueryClient({
    queryCache,
    defaultOptions: { queries: { retry: false }, mutations: { retry: false } },
  });
}

type Options = {
  /** The address the router starts at. */
  route?: string;
  /** Answers already in the cache, as [query key, data]. */
  queryData?: [QueryKey, unknown][];
  fetch?: FetchRoutes;
};

/**
 * Renders a component as the app does (a query client with no retries, a router) with fetch stubbed.
 * Returns testing-library's result with the query client, the requests made and a userEvent session.
 */
export function renderWithProviders(
  ui: ReactElement,
  { route = '/', queryData = [], fetch = {} }: Options = {},
) {
  const queryClient = testQueryClient();
  for (const [key, data] of queryData) queryClient.setQueryData(key, data);
  const requests = stubFetch(fetch);
  const user = userEvent.setup();
  // A wrapper, so that `rerender` (new props, as after a refetch) keeps the same client and router.
  const result = render(ui, {
    wrapper: ({ children }) => (
      <QueryClientProvider client={queryClient}>
        <MemoryRouter initialEntries={[route]}>{children}</MemoryRouter>
      </QueryClientProvider>
    ),
  });
  return { ...result, queryClient, requests, user };
}
