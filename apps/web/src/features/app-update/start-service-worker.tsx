import { Button, type ToastApi } from '@casino/ui';
import { type ActivateUpdate, registerServiceWorker } from './register-service-worker';

/** The prompt's texts, in the language of the moment it shows. */
export type UpdatePromptTexts = { available: string; text: string; reload: string };

/**
 * Registers the service worker and shows the "new version" toast when one waits. Loaded lazily with the registration
 * (app-update-prompt.tsx), so none of it is in the first page's code.
 */
export function startServiceWorker(toast: ToastApi, texts: () => UpdatePromptTexts) {
  const showPrompt = (activate: ActivateUpdate) => {
    const { available, text, reload } = texts();
    const id = toast.show({
      tone: 'info',
      title: available,
      description: (
        <>
          {text}{' '}
          <Button
            size="sm"
            onPress={() => {
              toast.dismiss(id);
              activate();
            }}
          >
            {reload}
          </Button>
        </>
      ),
      // It stays until the player decides: a missed prompt would leave them on the old version for the whole visit.
      durationMs: null,
    });
  };
  return registerServiceWorker({ onUpdateReady: showPrompt });
}
