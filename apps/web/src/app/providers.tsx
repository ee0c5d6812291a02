import { QueryCache, QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { readAgainSignedIn } from '../lib/read-again-signed-in.ts';
import { retryRead } from '../lib/retry-read.ts';

// A write with the browser offline is made and fails at once (networkMode 'always'), so the form says
// "We could not reach the service" and keeps what was typed. The library's default holds it back
// unseen (a Save that does nothing) and sends it once back online, perhaps long after the person
// gave up on it, typed it again or left the device to someone else. Reads keep the default: they wait
// for the connection, and a page keeps showing what it had.
export const queryClient: QueryClient = new QueryClient({
  queryCache: new QueryCache({ onError: readAgainSignedIn(() => queryClient) }),
  defaultOptions: {
    queries: { retry: retryRead, refetchOnWindowFocus: false, staleTime: 15_000 },
    mutations: { retry: false, networkMode: 'always' },
  },
});

export function Providers({ children }: { children: React.ReactNode }) {
  return <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>;
}
