import { Button } from '@casino/ui';
import { useTranslation } from 'react-i18next';
import { recoveryCodesFile, recoveryCodesFileName } from '../recovery-codes-file';
import * as styles from './security.css';
import { useCopy } from './use-copy';

/** Starts a download of `text` as a file, without a server round trip. */
function downloadText(text: string, fileName: string) {
  const url = URL.createObjectURL(new Blob([text], { type: 'text/plain;charset=utf-8' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  // Revoked after the click has handed the file to the browser.
  setTimeout(() => URL.revokeObjectURL(url), 0);
}

/**
 * The recovery codes, shown once after two-step sign-in is turned on (the server keeps only their hashes): to copy,
 * to download as a .txt file, or to write down.
 */
export function RecoveryCodesPanel({
  codes,
  account,
  onDone,
}: {
  codes: readonly string[];
  account: string;
  onDone: () => void;
}) {
  const { t } = useTranslation();
  const copy = useCopy();
  const file = () =>
    recoveryCodesFile(codes, {
      title: t('security.twoStep.codesFileTitle'),
      account: t('security.twoStep.codesFileAccount', { account }),
      note: t('security.twoStep.codesFileNote'),
    });

  return (
    <div className={styles.stack}>
      <h3 className={styles.stepTitle} id="recovery-codes-title">
        {t('security.twoStep.codesTitle')}
      </h3>
      <p className={styles.text}>{t('security.twoStep.codesText')}</p>
      <ul className={styles.codeList} aria-label={t('security.twoStep.codesListLabel')}>
        {codes.map((code) => (
          <li key={code}>{code}</li>
        ))}
      </ul>
      <div className={styles.actions}>
        <Button variant="secondary" onPress={() => void copy.copy(codes.join('\n'))}>
          {t('security.twoStep.copyCodes')}
        </Button>
        <Button
          variant="secondary"
          onPress={() => downloadText(file(), recoveryCodesFileName(window.location.hostname))}
        >
          {t('security.twoStep.downloadCodes')}
        </Button>
      </div>
      <p role="status" className={styles.notice}>
        {copy.state === 'copied' ? t('security.twoStep.codesCopied') : null}
        {copy.state === 'failed' ? t('security.twoStep.copyFailed') : null}
      </p>
      <div className={styles.actions}>
        <Button variant="primary" onPress={onDone}>
          {t('security.twoStep.codesSaved')}
        </Button>
      </div>
    </div>
  );
}
