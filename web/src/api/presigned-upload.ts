import { de } from '../i18n/de';
import { ApiError, networkError } from './api-error';

/** An upload URL as the server hands it out: send the file with `method` to `url`, with these headers. */
export type PresignedUpload = { url: string; method: 'PUT'; headers: Record<string, string> };

/** Not a catalogue code: the storage answered, not our API (the text is ours). */
export const UPLOAD_FAILED_CODE = 'LW_UPLOAD';

/**
 * Sends a file straight to storage through a presigned URL. XMLHttpRequest rather than fetch: only it
 * reports upload progress. `onProgress` gets the share sent so far, from 0 to 1.
 */
export const uploadToPresignedUrl = (
  upload: PresignedUpload,
  file: Blob,
  onProgress: (sent: number) => void,
): Promise<void> =>
  new Promise((resolve, reject) => {
    const request = new XMLHttpRequest();
    request.open(upload.method, upload.url);
    for (const [name, value] of Object.entries(upload.headers)) request.setRequestHeader(name, value);
    request.upload.onprogress = (event) => {
      if (event.lengthComputable && event.total > 0) onProgress(event.loaded / event.total);
    };
    request.onload = () => {
      if (request.status >= 200 && request.status < 300) resolve();
      else reject(new ApiError(UPLOAD_FAILED_CODE, request.status, [], de.company.uploadFailed));
    };
    request.onerror = () => reject(networkError());
    request.send(file);
  });
