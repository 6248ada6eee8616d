import type { SignedInDevice } from '@casino/api-contract';
import { Button, Skeleton, useLocaleFormat, VisuallyHidden } from '@casino/ui';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LoadFailure } from '@/components/load-failure';
import { countryName } from '@/lib/country-name';
import { useSignedInDevices, useSignOutDevice, useSignOutOtherDevices } from '../api/devices-calls';
import { deviceLabel, orderDevices } from '../device-label';
import * as styles from './security.css';
import type { SectionProps } from './two-step-section';
import { useSecurityErrorText } from './use-security-error';

function DeviceRow({
  device,
  onSignOut,
  busy,
}: {
  device: SignedInDevice;
  onSignOut: (device: SignedInDevice, name: string) => void;
  busy: boolean;
}) {
  const { t, i18n } = useTranslation();
  const { dateTime } = useLocaleFormat();
  const label = deviceLabel(device);
  const name =
    label.key === 'browserOn'
      ? t('security.devices.browserOn', { browser: label.browser, os: label.os })
      : (label.browser ?? label.os ?? t('security.devices.unknownBrowser'));
  const kind =
    device.deviceType === 'mobile'
      ? t('security.devices.mobile')
      : device.deviceType === 'tablet'
        ? t('security.devices.tablet')
        : t('security.devices.computer');
  return (
    <li className={styles.device} data-testid="signed-in-device">
      <div className={styles.deviceFacts}>
        <p className={styles.deviceName}>
          <span>{name}</span>
          {device.current ? <span className={styles.badge}>{t('security.devices.thisDevice')}</span> : null}
        </p>
        <p className={styles.deviceDetail}>
          {kind} ·{' '}
          {device.country
            ? t('security.devices.place', { country: countryName(device.country, i18n.language) })
            : t('security.devices.unknownPlace')}
        </p>
        <p className={styles.deviceDetail}>
          {t('security.devices.lastActive', { date: dateTime(device.lastActiveAt) })} ·{' '}
          {t('security.devices.signedIn', { date: dateTime(device.signedInAt) })}
        </p>
      </div>
      {device.current ? null : (
        <Button
          variant="secondary"
          size="sm"
          isDisabled={busy}
          aria-label={t('security.devices.signOutNamed', { device: name })}
          onPress={() => onSignOut(device, name)}
        >
          {t('security.devices.signOut')}
        </Button>
      )}
    </li>
  );
}

/**
 * Profile → Security: the player's logins that have not ended, with "this device" marked. Signing one out ends it on
 * the server at once (its next request is refused, its live stream ends); this device signs out with Log out.
 */
export function DevicesSection({ className, titleClassName }: SectionProps) {
  const { t } = useTranslation();
  const errorText = useSecurityErrorText();
  const devices = useSignedInDevices();
  const signOut = useSignOutDevice();
  const signOutOthers = useSignOutOtherDevices();
  const [notice, setNotice] = useState<string | null>(null);
  const busy = signOut.isPending || signOutOthers.isPending;
  const failure = signOut.error ?? signOutOthers.error;

  const body = () => {
    if (devices.isPending) {
      return (
        <div role="status" aria-busy="true" className={styles.stack}>
          <VisuallyHidden>{t('security.devices.loading')}</VisuallyHidden>
          <Skeleton variant="text" lines={3} />
        </div>
      );
    }
    if (devices.isError) {
      return (
        <LoadFailure
          titleAs="h3"
          title={t('security.devices.loadFailed')}
          error={devices.error}
          isRetrying={devices.isFetching}
          onRetry={() => void devices.refetch()}
        />
      );
    }
    const list = orderDevices(devices.data);
    const others = list.filter((device) => !device.current).length;
    return (
      <>
        <ul className={styles.deviceList}>
          {list.map((device) => (
            <DeviceRow
              key={device.id}
              device={device}
              busy={busy}
              onSignOut={(target) => {
                setNotice(null);
                signOutOthers.reset();
                signOut.mutate(target.id, { onSuccess: () => setNotice(t('security.devices.signedOutOne')) });
              }}
            />
          ))}
        </ul>
        {others === 0 ? <p className={styles.text}>{t('security.devices.empty')}</p> : null}
        {others > 0 ? (
          <div className={styles.actions}>
            <Button
              variant="danger"
              isLoading={signOutOthers.isPending}
              isDisabled={busy}
              onPress={() => {
                setNotice(null);
                signOut.reset();
                signOutOthers.mutate(undefined, {
                  onSuccess: ({ signedOut }) => setNotice(t('security.devices.signedOutOthers', { count: signedOut })),
                });
              }}
            >
              {t('security.devices.signOutOthers')}
            </Button>
          </div>
        ) : null}
      </>
    );
  };

  return (
    <section className={className} aria-labelledby="security-devices-title">
      <h2 id="security-devices-title" className={titleClassName}>
        {t('security.devices.title')}
      </h2>
      <p className={styles.text}>{t('security.devices.intro')}</p>
      <p role="status" className={styles.notice}>
        {notice}
      </p>
      {failure ? (
        <p role="alert" className={styles.alert}>
          {t('security.devices.signOutFailed')}: {errorText(failure)}
        </p>
      ) : null}
      {body()}
    </section>
  );
}
