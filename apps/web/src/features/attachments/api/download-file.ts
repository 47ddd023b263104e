import { useQuery } from '@tanstack/react-query';
import { fileTransport } from './transport';

/** The bytes of a file: GetFileList's url prefix + file id, fetched with the session's token. */
export function downloadFile(url: string): Promise<Blob> {
  return fileTransport.download(url);
}

/** A file's bytes for a preview (thumbnails); kept while the list is on screen. */
export function useFileBlob(url: string, enabled = true) {
  return useQuery({
    queryKey: ['attachments', 'blob', url],
    queryFn: () => downloadFile(url),
    enabled,
    staleTime: Number.POSITIVE_INFINITY,
    gcTime: 60_000,
    retry: false,
  });
}
