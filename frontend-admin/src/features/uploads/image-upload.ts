import type { AdminToast } from '../../contract';

/** The largest image an admin may upload. */
export const MAX_IMAGE_BYTES = 5 * 1024 * 1024;

/** Checks a chosen file's type and size; returns the toast to show when it is refused. */
export function imageProblem(file: File): AdminToast | null {
  if (!file.type.startsWith('image/')) {
    return {
      title: 'Invalid File Type',
      description: 'Please select an image file (JPEG, PNG, WebP, etc.)',
      variant: 'destructive',
    };
  }
  if (file.size > MAX_IMAGE_BYTES) {
    return {
      title: 'File Too Large',
      description: 'Please select an image smaller than 5MB',
      variant: 'destructive',
    };
  }
  return null;
}
