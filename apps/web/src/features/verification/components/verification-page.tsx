import type { VerificationDocument } from '@casino/api-contract';
import { SegmentedControl, Skeleton, VisuallyHidden } from '@casino/ui';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LoadFailure } from '@/components/load-failure';
import { Page } from '@/components/page';
import { useLateCatalogue } from '@/lib/i18n/late-catalogues';
import { useVerification } from '../api/verification-calls';
import {
  ADDRESS_OPTIONS,
  type AddressOption,
  chosenOption,
  documentOf,
  IDENTITY_OPTIONS,
  type IdentityOption,
} from '../document-slots';
import { DocumentSlot } from './document-slot';
import * as styles from './verification.css';
import { VerificationStatusPill } from './verification-status-pill';

function IdentitySection({ documents }: { documents: VerificationDocument[] }) {
  const { t } = useTranslation();
  const [option, setOption] = useState<IdentityOption>(() => chosenOption(IDENTITY_OPTIONS, documents));
  return (
    <section className={styles.section} aria-labelledby="verification-identity">
      <h2 id="verification-identity" className={styles.sectionTitle}>
        {t('verification.identity.title')}
      </h2>
      <SegmentedControl
        className={styles.choice}
        label={t('verification.identity.choose')}
        value={option}
        onValueChange={setOption}
        options={(Object.keys(IDENTITY_OPTIONS) as IdentityOption[]).map((value) => ({
          value,
          label: t(`verification.identity.${value}`),
        }))}
      />
      <div className={styles.slots}>
        {IDENTITY_OPTIONS[option].map((kind) => (
          <DocumentSlot key={kind} kind={kind} document={documentOf(documents, kind)} />
        ))}
      </div>
    </section>
  );
}

function AddressSection({ documents }: { documents: VerificationDocument[] }) {
  const { t } = useTranslation();
  const [option, setOption] = useState<AddressOption>(() => chosenOption(ADDRESS_OPTIONS, documents));
  return (
    <section className={styles.section} aria-labelledby="verification-address">
      <h2 id="verification-address" className={styles.sectionTitle}>
        {t('verification.address.title')}
      </h2>
      <p className={styles.text}>{t('verification.address.text')}</p>
      <SegmentedControl
        className={styles.choice}
        label={t('verification.address.choose')}
        value={option}
        onValueChange={setOption}
        options={(Object.keys(ADDRESS_OPTIONS) as AddressOption[]).map((value) => ({
          value,
          label: t(`verification.address.${value}`),
        }))}
      />
      {ADDRESS_OPTIONS[option].map((kind) => (
        <DocumentSlot key={kind} kind={kind} document={documentOf(documents, kind)} />
      ))}
    </section>
  );
}

function VerificationContent() {
  const { t } = useTranslation();
  const verification = useVerification();
  if (verification.isPending) {
    return (
      <Page title={t('verification.title')}>
        <div role="status" aria-busy="true" className={styles.section}>
          <VisuallyHidden>{t('verification.loading')}</VisuallyHidden>
          <Skeleton variant="text" width="40%" height={24} />
          <Skeleton variant="text" lines={4} />
        </div>
      </Page>
    );
  }
  if (verification.isError) {
    return (
      <Page title={t('verification.title')}>
        <LoadFailure
          title={t('verification.loadFailed')}
          error={verification.error}
          isRetrying={verification.isFetching}
          onRetry={() => void verification.refetch()}
        />
      </Page>
    );
  }
  const { status, documents } = verification.data;
  return (
    <Page title={t('verification.title')}>
      <div className={styles.stack}>
        <p className={styles.intro}>{t('verification.intro')}</p>
        <section className={styles.section} aria-labelledby="verification-status">
          <div className={styles.statusRow}>
            <h2 id="verification-status" className={styles.sectionTitle}>
              {t('verification.accountStatus')}
            </h2>
            <VerificationStatusPill status={status} />
          </div>
          {/* A reviewer's decision arrives through the account stream while the page is open: say it aloud. */}
          <p className={styles.text} role="status">
            {t(`verification.statusText.${status}`)}
          </p>
        </section>
        <IdentitySection documents={documents} />
        <AddressSection documents={documents} />
        <section className={styles.section} aria-labelledby="verification-selfie">
          <h2 id="verification-selfie" className={styles.sectionTitle}>
            {t('verification.selfie.title')}
          </h2>
          <p className={styles.text}>{t('verification.selfie.text')}</p>
          <DocumentSlot kind="selfie" document={documentOf(documents, 'selfie')} />
        </section>
      </div>
    </Page>
  );
}

/** `/user/verification`: the account's verification status and the documents to send, each with its own status. */
export function VerificationPage() {
  // Its texts are a catalogue of their own, loaded with the page: nothing shows before they are in.
  if (!useLateCatalogue('verification')) return null;
  return <VerificationContent />;
}
