import { Button, useToast } from '@casino/ui';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import type { ActivateUpdate } from './register-service-worker';
import { whenPageIdle } from './when-page-idle';

/** Only the production build has a service worker (the development server and the unit tests have none). */
const SERVICE_WORKER_ENABLED = import.meta.env.PROD;

/**
 * Installs the site's service worker once the page is idle and, when a new version of the site is waiting, says so
 * in a toast that stays until the player reloads or dismisses it (issue 16 item 2). Renders nothing itself.
 */
export function AppUpdatePrompt() {
  const { t } = useTranslation();
  const toast = useToast();
  const showPrompt = (activate: ActivateUpdate) => {
    const id = toast.show({
      tone: 'info',
      title: t('app.update.available'),
      description: (
        <>
          {t('app.update.text')}{' '}
          <Button
            size="sm"
            onPress={() => {
              toast.dismiss(id);
              activate();
            }}
          >
            {t('app.update.reload')}
          </Button>
        </>
      ),
      durationMs: null,
    });
  };
  // The registration happens once per page; the prompt speaks the language of the moment it shows.
  const latestShowPrompt = useRef(showPrompt);
  latestShowPrompt.current = showPrompt;

  useEffect(() => {
    if (!SERVICE_WORKER_ENABLED || !('serviceWorker' in navigator)) return;
    return whenPageIdle(() => {
      import('./register-service-worker')
        .then(({ registerServiceWorker }) =>
          registerServiceWorker({ onUpdateReady: (activate) => latestShowPrompt.current(activate) }),
        )
        // A browser or a policy that refuses service workers: the site works as without one.
        .catch((error: unknown) => console.warn('The service worker could not be registered', error));
    });
  }, []);
  return null;
}
