import type { TArticleAudience } from '@ehome/shared/services/constants';
import type {
  TArticle,
  TArticleAdminData,
  TArticleMenu,
  TBacklogPage,
  TEtcInfo,
  TInsureClaimDisplay,
  TOrientation,
  TSaveArticle,
  TSaveMenu,
} from '@ehome/shared/services/schemas';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { http } from '../../../platform/http';

/** The service guide, orientation, backlog, health index and ETC calls (issue 17). */
const CIIC = '/api/CIICEService';
export const SERVICES_KEY = ['services'] as const;

export function useArticleMenus(audience: TArticleAudience = 'service') {
  return useQuery(
    queryOptions({
      queryKey: [...SERVICES_KEY, 'menus', audience],
      queryFn: () => http.get<TArticleMenu[]>(`${CIIC}/GetArticlesMenus`, { audience }),
    }),
  );
}

export function useArticle(id: string) {
  return useQuery(
    queryOptions({
      queryKey: [...SERVICES_KEY, 'article', id],
      queryFn: () => http.get<TArticle>(`${CIIC}/GetArticlesById`, { id }, { silent: true }),
      enabled: id !== '',
      retry: false,
    }),
  );
}

/** UpdateReadStatus readType=Material: the menus show the article read afterwards. */
export function useMarkArticleRead() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: string) =>
      http.get<boolean>(`${CIIC}/UpdateReadStatus`, { id, readType: 'Material' }, { silent: true }),
    onSuccess: () => client.invalidateQueries({ queryKey: [...SERVICES_KEY, 'menus'] }),
  });
}

export function useOrientation() {
  return useQuery(
    queryOptions({
      queryKey: [...SERVICES_KEY, 'orientation'],
      queryFn: () => http.get<TOrientation>('/api/Articles/Orientation'),
    }),
  );
}

export function useBacklog(status: 0 | 1) {
  return useQuery(
    queryOptions({
      queryKey: [...SERVICES_KEY, 'backlog', status],
      queryFn: () => http.get<TBacklogPage>('/api/Backlog/List', { status }),
    }),
  );
}

export function useInsureClaimDisplay() {
  return useQuery(
    queryOptions({
      queryKey: [...SERVICES_KEY, 'claimDisplay'],
      queryFn: () => http.get<TInsureClaimDisplay>('/api/joying/GetInsureClaimDisplay'),
    }),
  );
}

export function usePhysicalExamSubscribed() {
  return useQuery(
    queryOptions({
      queryKey: [...SERVICES_KEY, 'exam'],
      queryFn: () => http.get<boolean>('/api/personinfo/IsPhysicalExaminationSubscribe'),
    }),
  );
}

export const HEALTH_LINK_CALLS = {
  insureClaim: '/api/joying/GetInsureClaimUrl',
  order: '/api/Joying/GetOrderUrl',
  product: '/api/Joying/GetProductUrl',
  claim: '/api/Joying/GetClaimUrl',
} as const;

/** Asks for a provider link; a refusal (not connected yet) is toasted by the client. */
export function useHealthLink() {
  return useMutation({
    mutationFn: (kind: keyof typeof HEALTH_LINK_CALLS) => http.get<string>(HEALTH_LINK_CALLS[kind]),
  });
}

export function useEtcInfo() {
  return useQuery(
    queryOptions({ queryKey: [...SERVICES_KEY, 'etc'], queryFn: () => http.get<TEtcInfo>('/api/Etc/Info') }),
  );
}

// ---- HR ----
const ADMIN = '/api/ArticleAdmin';

export function useArticleAdminData() {
  return useQuery(
    queryOptions({
      queryKey: [...SERVICES_KEY, 'admin'],
      queryFn: () => http.get<TArticleAdminData>(`${ADMIN}/Data`),
    }),
  );
}

export function useSaveMenu() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: TSaveMenu) => http.post<{ id: string }>(`${ADMIN}/SaveMenu`, input),
    onSuccess: () => client.invalidateQueries({ queryKey: SERVICES_KEY }),
  });
}

export function useSaveArticle() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: TSaveArticle) =>
      http.post<{ id: string; html: string }>(`${ADMIN}/SaveArticle`, input),
    onSuccess: () => client.invalidateQueries({ queryKey: SERVICES_KEY }),
  });
}

export function usePublishArticle() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: { id: string; published: boolean }) => http.post<boolean>(`${ADMIN}/Publish`, input),
    onSuccess: () => client.invalidateQueries({ queryKey: SERVICES_KEY }),
  });
}

export function usePreviewHtml() {
  return useMutation({
    mutationFn: (html: string) => http.post<{ html: string }>(`${ADMIN}/Preview`, { html }, { silent: true }),
  });
}
