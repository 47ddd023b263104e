import { useMutation, useQueryClient } from '@tanstack/react-query';
import { http } from '../../../platform/http';
import { fileListQuery } from './get-file-list';

/** POST /api/Attachment/DeleteFile?id: the owner removes a file while the request is editable. */
export function deleteFile(id: string): Promise<boolean> {
  return http.post<boolean>('/api/Attachment/DeleteFile', undefined, { query: { id } });
}

export function useDeleteFile(keyType: string, keyId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteFile,
    onSettled: () => queryClient.invalidateQueries({ queryKey: fileListQuery(keyType, keyId).queryKey }),
  });
}
