import type { TUniformFilter } from '@ehome/shared/workplace/constants';
import type {
  TBadge,
  TBadgeCheck,
  TUniformIssueInput,
  TUniformIssuePage,
  TUniformIssueRow,
  TUniformItem,
} from '@ehome/shared/workplace/schemas';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { http } from '../../platform/http';

/** Uniform receipts and the electronic badge (issue 18). */
const BASE = '/api/Workplace';
export const WORKPLACE_KEY = ['workplace'] as const;

export function useMyUniforms() {
  return useQuery(
    queryOptions({
      queryKey: [...WORKPLACE_KEY, 'mine'],
      queryFn: () => http.get<TUniformItem[]>(`${BASE}/MyUniforms`),
    }),
  );
}

export function useConfirmUniform() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => http.post<TUniformItem>(`${BASE}/ConfirmUniform`, { id }),
    onSuccess: () => client.invalidateQueries({ queryKey: [...WORKPLACE_KEY, 'mine'] }),
  });
}

export function useUniformIssues(filter: TUniformFilter) {
  return useQuery(
    queryOptions({
      queryKey: [...WORKPLACE_KEY, 'issues', filter],
      queryFn: () => http.get<TUniformIssuePage>(`${BASE}/UniformIssues`, { filter, pageSize: 50 }),
    }),
  );
}

export function useIssueUniform() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: TUniformIssueInput) => http.post<TUniformIssueRow>(`${BASE}/IssueUniform`, input),
    onSuccess: () => client.invalidateQueries({ queryKey: [...WORKPLACE_KEY, 'issues'] }),
  });
}

/** The badge with its code; asked again shortly before the code runs out (never kept for later). */
export function useBadge() {
  return useQuery(
    queryOptions({
      queryKey: [...WORKPLACE_KEY, 'badge'],
      queryFn: () => http.get<TBadge>(`${BASE}/Badge`),
      gcTime: 0,
      refetchInterval: (query) => {
        const seconds = query.state.data?.validSeconds ?? 0;
        return seconds > 0 ? Math.max(5, seconds - 10) * 1000 : false;
      },
    }),
  );
}

export function useVerifyBadge() {
  return useMutation({
    mutationFn: (code: string) => http.post<TBadgeCheck>(`${BASE}/VerifyBadge`, { code }),
  });
}
