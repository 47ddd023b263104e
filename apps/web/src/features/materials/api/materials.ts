import type {
  TCertificateImageInfo,
  TCertificateUpload,
  TChildItem,
  TChildProof,
  TChildrenInsert,
  TChildrenSaved,
  TMaterialKind,
  TReviewDecision,
  TReviewDone,
  TReviewPage,
  TReviewView,
  TUploadResult,
} from '@ehome/shared/onboarding-materials/schemas';
import {
  infiniteQueryOptions,
  queryOptions,
  useInfiniteQuery,
  useMutation,
  useQuery,
  useQueryClient,
} from '@tanstack/react-query';
import { http } from '../../../platform/http';

/** The calls of certificate photos, children and HR's review (server module onboarding-materials). */
export const MATERIALS_KEY = ['materials'] as const;

export function useImageInfoAll() {
  return useQuery(
    queryOptions({
      queryKey: [...MATERIALS_KEY, 'images'],
      queryFn: () => http.get<TCertificateImageInfo[]>('/api/PersonInfo/GetImageInfoAll'),
    }),
  );
}

/** One photo per call: a request stays well under the server's body limit. */
export function useUploadImages() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (items: TCertificateUpload) => {
      let saved = 0;
      for (const item of items)
        saved += (await http.post<TUploadResult>('/api/PersonInfo/UploadImage', [item])).saved;
      return saved;
    },
    onSettled: () => client.invalidateQueries({ queryKey: MATERIALS_KEY }),
  });
}

export function useChildren() {
  return useQuery(
    queryOptions({
      queryKey: [...MATERIALS_KEY, 'children'],
      queryFn: () => http.get<TChildItem[]>('/api/CIICEService/GetEmpChildren'),
    }),
  );
}

/** The proof of one of the caller's own children (shown on tap, not kept). */
export function useChildProof(id: string | null) {
  return useQuery(
    queryOptions({
      queryKey: [...MATERIALS_KEY, 'proof', id],
      queryFn: () => http.get<TChildProof>('/api/CIICEService/GetChildProof', { id: id ?? '' }),
      enabled: id !== null,
      gcTime: 0,
    }),
  );
}

export function useInsertChildren() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (children: TChildrenInsert) =>
      http.post<TChildrenSaved>('/api/CIICEService/InsertEmployeeChildren', children),
    onSuccess: () => client.invalidateQueries({ queryKey: MATERIALS_KEY }),
  });
}

export function usePendingMaterials(kind: TMaterialKind) {
  return useInfiniteQuery(
    infiniteQueryOptions({
      queryKey: [...MATERIALS_KEY, 'review', kind],
      queryFn: ({ pageParam }) =>
        http.get<TReviewPage>('/api/MaterialReview/Pending', { kind, pageIndex: pageParam, pageSize: 10 }),
      initialPageParam: 1,
      getNextPageParam: (last, pages) =>
        pages.reduce((n, p) => n + p.result.length, 0) < last.totalCount ? pages.length + 1 : undefined,
    }),
  );
}

export function useMaterialView(kind: TMaterialKind, id: string | null) {
  return useQuery(
    queryOptions({
      queryKey: [...MATERIALS_KEY, 'view', kind, id],
      queryFn: () => http.get<TReviewView>('/api/MaterialReview/View', { kind, id: id ?? '' }),
      enabled: id !== null,
      // Each unmasked view is a logged read: not refetched behind the reviewer's back.
      staleTime: Number.POSITIVE_INFINITY,
      gcTime: 0,
    }),
  );
}

export function useDecide() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (decision: TReviewDecision) => http.post<TReviewDone>('/api/MaterialReview/Decide', decision),
    onSettled: () => client.invalidateQueries({ queryKey: [...MATERIALS_KEY, 'review'] }),
  });
}
