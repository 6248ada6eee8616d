import type { VerificationDocument } from '@casino/api-contract';
import { DOCUMENT_MEDIA_TYPES, type VerificationDocumentKind } from '@casino/api-contract/verification-rules';
import { Button, useLocaleFormat } from '@casino/ui';
import { DocumentUploader, needsNewDocument } from '@casino/ui/verification';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { apiBaseUrl } from '@/lib/api';
import { errorMessage } from '@/lib/api/api-error';
import { useDocumentUpload } from '../api/verification-calls';
import { formatBytes } from '../document-check';
import * as styles from './verification.css';
import { VerificationStatusPill } from './verification-status-pill';

const ACCEPT = DOCUMENT_MEDIA_TYPES.join(',');

/**
 * One document to send: what was sent last (its status, the reviewer's reason, a download of it) and, while a new
 * file is wanted, the uploader.
 */
export function DocumentSlot({
  kind,
  document,
}: {
  kind: VerificationDocumentKind;
  document: VerificationDocument | undefined;
}) {
  const { t, i18n } = useTranslation();
  const { dateTime, locale } = useLocaleFormat();
  const upload = useDocumentUpload(kind);
  const [replacing, setReplacing] = useState(false);
  const status = document?.status ?? 'not-submitted';
  const label = t(`verification.kind.${kind}`);
  const state = upload.state;
  const wantsFile = needsNewDocument(status) || replacing;
  const refusal =
    state.phase === 'failed'
      ? state.reason === 'server'
        ? errorMessage(state.error, t('common.unknownError'))
        : t(`verification.errors.${state.reason}`)
      : undefined;

  return (
    <div className={styles.slot} data-testid={`document-${kind}`}>
      <div className={styles.slotHeader}>
        <h3 className={styles.slotTitle}>{label}</h3>
        <VerificationStatusPill status={status} />
      </div>
      {document ? (
        <>
          <p className={styles.detail}>
            {t('verification.sent', { date: dateTime(document.uploadedAt), name: document.fileName })}{' '}
            <a
              className={styles.link}
              href={`${apiBaseUrl}/me/verification/documents/${document.id}/file`}
              download
              aria-label={t('verification.downloadNamed', { name: document.fileName })}
            >
              {t('verification.download')}
            </a>
          </p>
          {document.status === 'rejected' && document.reason ? (
            <p className={styles.reason}>{t('verification.reason', { reason: document.reason })}</p>
          ) : null}
          {document.status === 'approved' && document.expiresAt ? (
            <p className={styles.detail}>
              {t('verification.expiresOn', {
                date: new Intl.DateTimeFormat(locale, { dateStyle: 'long' }).format(new Date(document.expiresAt)),
              })}
            </p>
          ) : null}
        </>
      ) : null}
      {wantsFile ? (
        <DocumentUploader
          label={label}
          hint={t('verification.hint')}
          accept={ACCEPT}
          camera={kind === 'selfie' ? 'user' : 'environment'}
          isDisabled={state.phase === 'preparing'}
          onFile={(file) =>
            void upload.send(file).then((stored) => {
              if (stored) setReplacing(false);
            })
          }
          progress={state.phase === 'sending' ? { loaded: state.loaded, total: state.total } : null}
          progressText={
            state.phase === 'sending'
              ? t('verification.progress', {
                  loaded: formatBytes(state.loaded, i18n.language),
                  total: formatBytes(state.total, i18n.language),
                })
              : undefined
          }
          onCancel={upload.cancel}
          error={refusal}
          messages={{
            choose: t('verification.choose'),
            takePhoto: t('verification.takePhoto'),
            dropHere: t('verification.dropHere'),
            uploading: t('verification.uploading', { name: state.phase === 'sending' ? state.fileName : label }),
            cancel: t('verification.cancel'),
          }}
        />
      ) : status === 'pending' ? (
        <Button variant="ghost" size="sm" onPress={() => setReplacing(true)}>
          {t('verification.sendNew')}
        </Button>
      ) : null}
      {state.phase === 'preparing' ? (
        <p className={styles.detail} role="status">
          {t('verification.preparing')}
        </p>
      ) : null}
    </div>
  );
}
