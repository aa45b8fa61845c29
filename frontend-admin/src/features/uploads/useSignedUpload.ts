import { useCallback } from 'react';
import { useUploadFileMutation, type UploadUrlDto } from '../../api/admin-api';
import type { ApiError } from '../../api/base-api';

/**
 * The image upload flow up to the stored file: ask for an upload address, then PUT the file
 * there. Resolves with the server's imagePath; rejects with a message naming the failed step
 * ("Failed to get upload URL: …" or "Failed to upload file: …").
 */
export function useSignedUpload() {
  const [uploadFile] = useUploadFileMutation();
  return useCallback(
    async (file: File, requestUploadUrl: (fileName: string) => Promise<UploadUrlDto>) => {
      let target: UploadUrlDto;
      try {
        target = await requestUploadUrl(file.name);
      } catch (err) {
        const { status, body } = err as ApiError;
        throw new Error(`Failed to get upload URL: ${status} ${body}`);
      }
      try {
        await uploadFile({ uploadUrl: target.uploadUrl, file }).unwrap();
      } catch (err) {
        throw new Error(`Failed to upload file: ${(err as ApiError).status}`);
      }
      return target.imagePath;
    },
    [uploadFile],
  );
}
