import { ErrorState, type HeadingTag } from '@casino/ui';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '@/lib/api/api-error';

export type LoadFailureProps = {
  /** The page's own words for the failure (docs/product.md#error-texts), e.g. "Failed to fetch transactions". */
  title: string;
  error: unknown;
  onRetry: () => void;
  isRetrying: boolean;
  /** Element for the title, to fit the page's heading outline. @default 'h2' */
  titleAs?: HeadingTag;
};

/**
 * A page's data failed for good (after the query's retries): its own title, and beneath it what happened on the way:
 * a timeout, no connection, the server's error or an answer the app cannot read.
 */
export function LoadFailure({ title, error, onRetry, isRetrying, titleAs }: LoadFailureProps) {
  const { t } = useTranslation();
  return (
    <ErrorState
      title={title}
      titleAs={titleAs}
      message={errorMessage(error, t('common.unknownError'))}
      retryLabel={t('common.tryAgain')}
      isRetrying={isRetrying}
      onRetry={onRetry}
    />
  );
}
