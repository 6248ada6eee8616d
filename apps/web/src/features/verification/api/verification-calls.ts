import type { VerificationDocument } from '@casino/api-contract';
import type { VerificationDocumentKind } from '@casino/api-contract/verification-rules';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { fileTypeFromBlob } from 'file-type';
import { useCallback, useEffect, useRef, useState } from 'react';
import { apiClient } from '@/lib/api';
import { ApiError } from '@/lib/api/api-error';
import { verificationKeys } from '@/lib/verification-keys';
import { checkDocumentFile, fitsLimit, SHRINK_ABOVE_BYTES, SHRUNK_MAX_SIDE, shouldShrink } from '../document-check';
import { sendDocument } from './upload-document';

/** The account's status and the newest document of each kind; the account stream marks it stale when either moves. */
export const useVerification = () =>
  useQuery({
    queryKey: verificationKeys.summary(),
    queryFn: ({ signal }) => apiClient.call('verification', { signal }),
    staleTime: 0,
  });

export type UploadState =
  | { phase: 'idle' }
  | { phase: 'preparing' }
  | { phase: 'sending'; loaded: number; total: number; fileName: string }
  | { phase: 'failed'; reason: 'wrong-type' | 'too-large' | 'unsafe' | 'cancelled' | 'server'; error?: unknown };

/** Shrinks a large photo in a worker (browser-image-compression), loaded only when a photo needs it. */
async function shrink(file: File): Promise<Blob> {
  const { default: compress } = await import('browser-image-compression');
  return compress(file, {
    maxSizeMB: SHRINK_ABOVE_BYTES / (1024 * 1024),
    maxWidthOrHeight: SHRUNK_MAX_SIDE,
    useWebWorker: true,
    preserveExif: false,
  });
}

const refusalOf = (error: unknown): UploadState & { phase: 'failed' } => {
  if (error instanceof ApiError) {
    if (error.kind === 'aborted') return { phase: 'failed', reason: 'cancelled' };
    const code = (error.data as { code?: string } | null | undefined)?.code;
    if (code === 'DOCUMENT_TOO_LARGE') return { phase: 'failed', reason: 'too-large' };
    if (code === 'DOCUMENT_TYPE_REFUSED') return { phase: 'failed', reason: 'wrong-type' };
    if (code === 'DOCUMENT_UNSAFE') return { phase: 'failed', reason: 'unsafe' };
  }
  return { phase: 'failed', reason: 'server', error };
};

/**
 * Sends one kind of document: checks the file's type (from its bytes) and size, shrinks a large photo, sends it with
 * progress, and lets the player cancel. The page's summary reloads once a file is stored.
 */
export function useDocumentUpload(kind: VerificationDocumentKind) {
  const queryClient = useQueryClient();
  const [state, setState] = useState<UploadState>({ phase: 'idle' });
  const controller = useRef<AbortController | null>(null);
  useEffect(() => () => controller.current?.abort(), []);

  const send = useCallback(
    async (file: File) => {
      controller.current?.abort();
      const abort = new AbortController();
      controller.current = abort;
      setState({ phase: 'preparing' });
      try {
        const detected = (await fileTypeFromBlob(file))?.mime;
        const verdict = checkDocumentFile(detected, file.size);
        if (!verdict.ok) {
          setState({ phase: 'failed', reason: verdict.reason });
          return;
        }
        const body = shouldShrink(verdict.mediaType, file.size) ? await shrink(file) : file;
        if (!fitsLimit(body.size)) {
          setState({ phase: 'failed', reason: 'too-large' });
          return;
        }
        const upload = () =>
          sendDocument({
            kind,
            file: body,
            fileName: file.name,
            signal: abort.signal,
            onProgress: (loaded, total) => setState({ phase: 'sending', loaded, total, fileName: file.name }),
          });
        setState({ phase: 'sending', loaded: 0, total: body.size, fileName: file.name });
        let stored: VerificationDocument;
        try {
          stored = await upload();
        } catch (error) {
          // An access token that ran out: the API client renews it on its next call, then the upload goes again.
          if (!(error instanceof ApiError && error.status === 401)) throw error;
          await apiClient.call('verification');
          stored = await upload();
        }
        setState({ phase: 'idle' });
        await queryClient.invalidateQueries({ queryKey: verificationKeys.all });
        return stored;
      } catch (error) {
        if (abort.signal.aborted) setState({ phase: 'failed', reason: 'cancelled' });
        else setState(refusalOf(error));
      } finally {
        if (controller.current === abort) controller.current = null;
      }
    },
    [kind, queryClient],
  );

  const cancel = useCallback(() => controller.current?.abort(), []);
  return { state, send, cancel };
}
