import { QueryClient } from '@tanstack/react-query';
import { onSessionEnd } from './session';

export const queryClient = new QueryClient({
  defaultOptions: {
    queries: {
      // The HTTP client already told the user (toast or alert); a retry would tell them again.
      retry: false,
      staleTime: 30_000,
      refetchOnWindowFocus: false,
    },
    mutations: { retry: false },
  },
});

onSessionEnd(() => queryClient.clear());
