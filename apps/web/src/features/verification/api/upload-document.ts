import type { VerificationDocument } from '@casino/api-contract';
import { UPLOAD_HEADER, type VerificationDocumentKind } from '@casino/api-contract/verification-rules';
import { apiBaseUrl } from '@/lib/api';
import { ApiError } from '@/lib/api/api-error';

export type UploadInput = {
  kind: VerificationDocumentKind;
  file: Blob;
  fileName: string;
  onProgress: (loaded: number, total: number) => void;
  signal: AbortSignal;
};

/**
 * Sends one document. XMLHttpRequest rather than fetch: only it reports how much of a request body has gone out,
 * which the progress bar shows. Resolves with the stored document; rejects with an ApiError the page words.
 */
export function sendDocument({ kind, file, fileName, onProgress, signal }: UploadInput): Promise<VerificationDocument> {
  return new Promise((resolve, reject) => {
    const request = new XMLHttpRequest();
    const body = new FormData();
    body.set('kind', kind);
    body.set('file', file, fileName);
    request.open('POST', `${apiBaseUrl}/me/verification/documents`);
    request.withCredentials = true;
    request.setRequestHeader(UPLOAD_HEADER.name, UPLOAD_HEADER.value);
    request.setRequestHeader('Accept', 'application/json');
    request.upload.addEventListener('progress', (event) => {
      if (event.lengthComputable) onProgress(event.loaded, event.total);
    });
    const abort = () => request.abort();
    signal.addEventListener('abort', abort, { once: true });
    const fail = (init: ConstructorParameters<typeof ApiError>[0]) => {
      signal.removeEventListener('abort', abort);
      reject(new ApiError({ endpoint: 'uploadVerificationDocument', ...init }));
    };
    request.addEventListener('abort', () => fail({ kind: 'aborted', status: 0, message: 'Upload cancelled' }));
    request.addEventListener('error', () => fail({ kind: 'network', status: 0, message: 'Network error' }));
    request.addEventListener('load', () => {
      signal.removeEventListener('abort', abort);
      let answer: { status?: string; data?: unknown; message?: string } | undefined;
      try {
        answer = JSON.parse(request.responseText);
      } catch {
        answer = undefined;
      }
      if (request.status >= 200 && request.status < 300 && answer?.status === 'success') {
        resolve(answer.data as VerificationDocument);
        return;
      }
      if (answer?.status === 'error' && typeof answer.message === 'string') {
        reject(
          new ApiError({
            kind: 'envelope',
            status: request.status,
            message: answer.message,
            data: answer.data,
            endpoint: 'uploadVerificationDocument',
          }),
        );
        return;
      }
      reject(
        new ApiError({
          kind: 'http',
          status: request.status,
          message: `HTTP ${request.status}`,
          endpoint: 'uploadVerificationDocument',
        }),
      );
    });
    request.send(body);
  });
}
