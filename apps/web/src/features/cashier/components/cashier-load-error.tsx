import { ErrorState } from '@casino/ui';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '@/lib/api/api-error';

type Props = {
  /** What could not load, as the player reads it ("Payment methods could not be loaded."). */
  title: string;
  /** The failure; its message is shown under the title. Omit it when the title says all. */
  error?: unknown;
  onRetry: () => void;
  isRetrying?: boolean;
};

/** One part of the cashier failed to load: the cashier keeps its tabs, and the part offers a retry. */
export function CashierLoadError({ title, error, onRetry, isRetrying }: Props) {
  const { t } = useTranslation();
  return (
    <ErrorState
      title={title}
      message={error === undefined ? undefined : errorMessage(error, t('common.unknownError'))}
      onRetry={onRetry}
      isRetrying={isRetrying}
      retryLabel={t('cashier.retry')}
      titleAs="h3"
    />
  );
}
