import type { TFileList } from '@ehome/shared/attachments/schemas';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { http } from '../../../platform/http';

export const FILE_LIST_KEY = ['attachments', 'files'] as const;

/** GET /api/Attachment/GetFileList?id&keyType: the files of a record and the url prefix to fetch one. */
export function getFileList(keyType: string, keyId: string): Promise<TFileList> {
  return http.get<TFileList>('/api/Attachment/GetFileList', { id: keyId, keyType });
}

export const fileListQuery = (keyType: string, keyId: string) =>
  queryOptions({
    queryKey: [...FILE_LIST_KEY, keyType, keyId],
    queryFn: () => getFileList(keyType, keyId),
  });

export function useFileList(keyType: string, keyId: string) {
  return useQuery({ ...fileListQuery(keyType, keyId), enabled: Boolean(keyType && keyId) });
}
