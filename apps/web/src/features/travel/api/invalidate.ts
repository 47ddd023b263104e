import type { QueryClient } from '@tanstack/react-query';
import { TRAVEL_KEY } from './keys';

/** After a change: the request's own reads, the inquiry lists and the calendar read again. */
export function invalidateTravel(queryClient: QueryClient) {
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: TRAVEL_KEY }),
    queryClient.invalidateQueries({ queryKey: ['approvals'] }),
    queryClient.invalidateQueries({ queryKey: ['attendance'] }),
  ]);
}
