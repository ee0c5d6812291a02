import { QueryCache, QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { readAgainSignedIn } from '../lib/read-again-signed-in.ts';
import { retryRead } from '../lib/retry-read.ts';

export const queryClient: QueryClient = new QueryClient({
  queryCache: new QueryCache({ onError: readAgainSignedIn(() => queryClient) }),
  defaultOptions: {
    queries: { retry: retryRead, refetchOnWindowFocus: false, staleTime: 15_000 },
    mutations: { retry: false },
  },
});

export function Providers({ children }: { children: React.ReactNode }) {
  return <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>;
}
