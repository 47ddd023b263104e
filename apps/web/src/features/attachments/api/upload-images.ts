import type { TImageSaved, TImageUpload } from '@ehome/shared/attachments/schemas';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { http } from '../../../platform/http';
import { IMAGES_KEY } from './get-images';

/**
 * POST /api/PersonInfo/UploadImageCommon [{sourceID, imageInner, sourceTable}]: sets the images of
 * each source named to exactly the ones sent. Prepare each image with prepareImage first.
 */
export function uploadImages(items: TImageUpload): Promise<TImageSaved> {
  return http.post<TImageSaved>('/api/PersonInfo/UploadImageCommon', items, { timeoutMs: 120_000 });
}

export function useUploadImages() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: uploadImages,
    onSettled: () => queryClient.invalidateQueries({ queryKey: IMAGES_KEY }),
  });
}
