import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessage, isApiError } from '@/lib/api/api-error';
import { securityServerKey } from '../server-errors';

/** A failed security call as the player reads it: the API's known refusals in their language, else as usual. */
export function useSecurityErrorText() {
  const { t } = useTranslation();
  return useCallback(
    (error: unknown) => {
      const key = isApiError(error) && error.kind === 'envelope' ? securityServerKey(error.message) : undefined;
      return key ? t(`security.server.${key}`) : errorMessage(error, t('common.unknownError'));
    },
    [t],
  );
}
