import { StatusNotice } from '@casino/ui';
import { WifiOff } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { LoadStatus } from '@/lib/hooks/use-load-status';

/**
 * "Slow, still trying" with a Retry that starts over; nothing while the data is on time. The plain slow texts are
 * casino-ui's own (translated through the app's ui catalogue); offline has its own words.
 */
export function SlowLoadNotice({ status, variant }: { status: LoadStatus; variant?: 'block' | 'banner' }) {
  const { t } = useTranslation();
  if (!status.slow) return null;
  return status.offline ? (
    <StatusNotice
      variant={variant}
      icon={<WifiOff size={variant === 'banner' ? 20 : 28} />}
      title={t('common.slowLoad.offlineTitle')}
      message={t('common.slowLoad.offlineText')}
      onAction={status.startOver}
    />
  ) : (
    <StatusNotice variant={variant} onAction={status.startOver} />
  );
}

/** What a page shows while its data has not arrived: its skeleton, then after a while the slow notice instead. */
export function PendingContent({ status, children }: { status: LoadStatus; children: ReactNode }) {
  return status.slow ? <SlowLoadNotice status={status} /> : children;
}
