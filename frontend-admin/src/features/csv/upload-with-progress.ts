import type { ApiError } from '../../api/base-api';

/** How much of a request's body has been sent. */
export interface UploadProgress {
  loaded: number;
  total: number;
}

/**
 * POSTs a form with XMLHttpRequest, reporting the bytes sent (fetch cannot report an upload's
 * progress over HTTP/1.1). Resolves with the JSON answer; rejects with an ApiError like every
 * other call ("{status}: {body text}").
 */
export function postFormWithProgress<T>(
  url: string,
  form: FormData,
  onProgress: (progress: UploadProgress) => void,
): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open('POST', url);
    xhr.withCredentials = true;
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable) onProgress({ loaded: event.loaded, total: event.total });
    };
    xhr.onload = () => {
      const text = xhr.responseText;
      if (xhr.status >= 200 && xhr.status < 300) {
        try {
          resolve(JSON.parse(text) as T);
          return;
        } catch {
          reject({ status: xhr.status, body: text, message: `${xhr.status}: ${text}` } as ApiError);
          return;
        }
      }
      const body = text || xhr.statusText;
      reject({ status: xhr.status, body, message: `${xhr.status}: ${body}` } as ApiError);
    };
    xhr.onerror = () => {
      const message = 'The upload was interrupted (network error)';
      reject({ status: 'FETCH_ERROR', body: message, message } as ApiError);
    };
    xhr.send(form);
  });
}
