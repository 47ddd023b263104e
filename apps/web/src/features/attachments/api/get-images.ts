import type { TImageInfo, TImageQuery } from '@ehome/shared/attachments/schemas';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { http } from '../../../platform/http';

export const IMAGES_KEY = ['attachments', 'images'] as const;

/** POST /api/PersonInfo/GetImageInfoCommon {sourceID, sourceTable}: the images as base64 with their type. */
export function getImages(query: TImageQuery): Promise<TImageInfo[]> {
  return http.post<TImageInfo[]>('/api/PersonInfo/GetImageInfoCommon', query);
}

export const imagesQuery = (query: TImageQuery) =>
  queryOptions({
    queryKey: [...IMAGES_KEY, query.sourceTable, query.sourceID],
    queryFn: () => getImages(query),
  });

export function useImages(query: TImageQuery) {
  return useQuery({ ...imagesQuery(query), enabled: Boolean(query.sourceID && query.sourceTable) });
}
