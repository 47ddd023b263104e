import { useMutation, useQueryClient } from '@tanstack/react-query';
import { fileListQuery } from './get-file-list';
import { fileTransport } from './transport';

export type TUpload = { file: Blob; fileName: string };

/** POST /api/Attachment/SaveFile?keyId&keyType (multipart `file`): answers the new file's id. */
export function saveFile(keyType: string, keyId: string, { file, fileName }: TUpload): Promise<string> {
  return fileTransport.upload(keyType, keyId, file, fileName);
}

export function useSaveFile(keyType: string, keyId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (upload: TUpload) => saveFile(keyType, keyId, upload),
    onSettled: () => queryClient.invalidateQueries({ queryKey: fileListQuery(keyType, keyId).queryKey }),
  });
}
