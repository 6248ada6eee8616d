import { useToast } from '@casino/ui';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { whenPageIdle } from './when-page-idle';

/** Only the production build has a service worker (the development server and the unit tests have none). */
const SERVICE_WORKER_ENABLED = import.meta.env.PROD;

/**
 * Installs the site's service worker once the page is idle and, when a new version of the site is waiting, says so
 * in a toast that stays until the player reloads or dismisses it (docs/product.md#installable-app). Renders nothing itself.
 */
export function AppUpdatePrompt() {
  const { t } = useTranslation();
  const toast = useToast();
  // The registration happens once per page; the prompt speaks the language of the moment it shows.
  const latest = useRef({ t, toast });
  latest.current = { t, toast };

  useEffect(() => {
    if (!SERVICE_WORKER_ENABLED || !('serviceWorker' in navigator)) return;
    return whenPageIdle(() => {
      import('./start-service-worker')
        .then(({ startServiceWorker }) =>
          startServiceWorker(latest.current.toast, () => ({
            available: latest.current.t('app.update.available'),
            text: latest.current.t('app.update.text'),
            reload: latest.current.t('app.update.reload'),
          })),
        )
        // A browser or a policy that refuses service workers: the site works as without one.
        .catch((error: unknown) => console.warn('The service worker could not be registered', error));
    });
  }, []);
  return null;
}
