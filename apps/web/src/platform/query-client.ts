import { QueryClient } from '@tanstack/react-query';
import { i18next } from './i18n';
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

// The server names data in the reader's language (shift, leave category, rule titles, messages), so
// what was fetched in the previous language is fetched again.
i18next.on('languageChanged', () => void queryClient.invalidateQueries());
