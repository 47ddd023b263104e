import type {
  TRealNameAuthorization,
  TRealNameSign,
  TRealNameSignature,
  TRealNameStatus,
  TRealNameSubmit,
  TRealNameVerification,
} from '@ehome/shared/real-name/schemas';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { http } from '../../platform/http';

/** The real-name calls (server module real-name, paths under /api/RealName). */
const BASE = '/api/RealName';
export const REAL_NAME_KEY = ['realName'] as const;
/** Answers carry translated text (failure reasons, the authorisation): one cache entry per language. */
const useLanguage = () => useTranslation().i18n.language;

export function useRealNameStatus() {
  const language = useLanguage();
  return useQuery(
    queryOptions({
      queryKey: [...REAL_NAME_KEY, 'status', language],
      queryFn: () => http.get<TRealNameStatus>(`${BASE}/Status`),
      staleTime: 0,
    }),
  );
}

/** One attempt; polled every 2 s while it is pending (verificationProgress). */
export function useVerification(id: string, poll = false) {
  const language = useLanguage();
  return useQuery(
    queryOptions({
      queryKey: [...REAL_NAME_KEY, 'result', id, language],
      queryFn: () => http.get<TRealNameVerification>(`${BASE}/Result`, { id }),
      enabled: id !== '',
      staleTime: 0,
      refetchInterval: (query) => (poll && query.state.data?.status === 'pending' ? 2000 : false),
    }),
  );
}

export function useSubmitVerification() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: TRealNameSubmit) => http.post<TRealNameVerification>(`${BASE}/Verify`, body),
    onSettled: () => client.invalidateQueries({ queryKey: REAL_NAME_KEY }),
  });
}

export function useAuthorization(enabled: boolean) {
  const language = useLanguage();
  return useQuery(
    queryOptions({
      queryKey: [...REAL_NAME_KEY, 'authorization', language],
      queryFn: () => http.get<TRealNameAuthorization>(`${BASE}/Authorization`),
      enabled,
      staleTime: 0,
    }),
  );
}

export function useSignAuthorization() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: TRealNameSign) => http.post<TRealNameSignature>(`${BASE}/Sign`, body),
    onSettled: () => client.invalidateQueries({ queryKey: REAL_NAME_KEY }),
  });
}

export const progressPath = (id: string) => `/verificationProgress?id=${encodeURIComponent(id)}`;
export const resultPath = (id: string) => `/realNameResult?id=${encodeURIComponent(id)}`;
