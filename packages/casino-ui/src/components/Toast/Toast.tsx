import { assignInlineVars } from '@vanilla-extract/dynamic';
import { CircleAlert, CircleCheck, Info, X } from 'lucide-react';
import { createContext, type ReactNode, useContext, useMemo, useRef, useSyncExternalStore } from 'react';
import { mergeProps, useToast as useAriaToast, useFocusRing, useToastRegion } from 'react-aria';
import { createPortal } from 'react-dom';
import { type QueuedToast, ToastQueue, type ToastState, useToastQueue } from 'react-stately';
import { readBottomInset, subscribeBottomInset } from '../../private/bottom-inset';
import { ABOVE_MODALS_ATTRIBUTE } from '../../private/layer-outside';
import { useCasinoMessages } from '../../theme/i18n';
import { usePortalTarget } from '../../theme/portal';
import { Button } from '../Button';
import {
  bottomInsetVar,
  content as contentClass,
  description as descriptionClass,
  icon as iconClass,
  region as regionClass,
  title as titleClass,
  toast as toastClass,
} from './Toast.css';
import {
  DEFAULT_ERROR_TOAST_DURATION_MS,
  DEFAULT_MAX_VISIBLE_TOASTS,
  DEFAULT_TOAST_DURATION_MS,
  resolveToastTimeout,
  type ToastTone,
} from './toast-logic';

/** What `show` takes. */
export type ToastOptions = {
  /** The message, short: "Withdrawal cancelled successfully". */
  title: ReactNode;
  /**
   * A second line with detail or the next step.
   * @default undefined
   */
  description?: ReactNode;
  /** `info` and `success` are announced politely (after what the screen reader is saying); `error` at once. */
  tone: ToastTone;
  /**
   * Auto-dismiss delay in ms for this toast; `null` keeps it until dismissed.
   * @default the provider's `durationMs`, or `errorDurationMs` for errors
   */
  durationMs?: number | null;
};

/** What `useToast()` returns. */
export type ToastApi = {
  /** Shows a toast (or queues it while `maxVisible` are showing) and returns its id. */
  show: (options: ToastOptions) => string;
  /** Removes a toast, showing or queued, by the id `show` returned. Unknown ids are ignored. */
  dismiss: (id: string) => void;
};

type ToastContent = Omit<ToastOptions, 'durationMs'>;

const ToastContext = /* @__PURE__ */ createContext<ToastApi | null>(null);

/** Shows toasts from anywhere under a `ToastProvider`. */
export function useToast(): ToastApi {
  const api = useContext(ToastContext);
  if (!api) throw new Error('useToast needs a ToastProvider above it (wrap the app once, inside CasinoUIProvider).');
  return api;
}

export type ToastProviderProps = {
  /** The app, or the part of it that shows toasts. */
  children: ReactNode;
  /**
   * How many toasts show at once; more wait in a queue, newest first. Changing it clears the toasts.
   * @default 3
   */
  maxVisible?: number;
  /**
   * Auto-dismiss delay in ms of info and success toasts; `null` keeps them until dismissed.
   * @default 5000
   */
  durationMs?: number | null;
  /**
   * Auto-dismiss delay in ms of error toasts; `null` keeps them until dismissed, so an error is not missed.
   * @default null
   */
  errorDurationMs?: number | null;
  /**
   * Name of the notifications landmark, for translation.
   * @default 'Notifications'
   */
  regionLabel?: string;
  /**
   * Accessible name of each toast's close button, for translation.
   * @default 'Dismiss'
   */
  dismissLabel?: string;
};

/**
 * The app's one toast system: wrap the app once, inside `CasinoUIProvider` (toasts render into its element, so they
 * keep the brand), then call `useToast().show(...)`. Timers pause while the pointer is over the toasts or focus is
 * in them; F6 moves focus to the notifications landmark and back.
 */
export function ToastProvider(props: ToastProviderProps) {
  const m = useCasinoMessages().toast;
  const {
    children,
    maxVisible = DEFAULT_MAX_VISIBLE_TOASTS,
    durationMs = DEFAULT_TOAST_DURATION_MS,
    errorDurationMs = DEFAULT_ERROR_TOAST_DURATION_MS,
    regionLabel = m.region,
    dismissLabel = m.dismiss,
  } = props;
  // react-stately's queue keeps the order and the pausable timers; a queued toast's timer starts only once it shows.
  const queue = useMemo(() => new ToastQueue<ToastContent>({ maxVisibleToasts: maxVisible }), [maxVisible]);
  const state = useToastQueue(queue);

  const api = useMemo<ToastApi>(
    () => ({
      show: ({ durationMs: toastDurationMs, ...toastContent }) =>
        queue.add(toastContent, {
          timeout: resolveToastTimeout(toastContent.tone, toastDurationMs, { durationMs, errorDurationMs }),
        }),
      dismiss: (id) => queue.close(id),
    }),
    [queue, durationMs, errorDurationMs],
  );

  return (
    <ToastContext.Provider value={api}>
      {children}
      {state.visibleToasts.length > 0 ? (
        <ToastRegion state={state} regionLabel={regionLabel} dismissLabel={dismissLabel} />
      ) : null}
    </ToastContext.Provider>
  );
}

const noInset = () => null;

type ToastRegionProps = {
  state: ToastState<ToastContent>;
  regionLabel: string;
  dismissLabel: string;
};

function ToastRegion({ state, regionLabel, dismissLabel }: ToastRegionProps) {
  const container = usePortalTarget();
  const ref = useRef<HTMLDivElement>(null);
  const { regionProps } = useToastRegion({ 'aria-label': regionLabel }, state, ref);
  const bottomInset = useSyncExternalStore(subscribeBottomInset, readBottomInset, noInset);
  if (container === undefined) return null;

  // Only rendered once a toast exists, which happens after an event on the client, so `document` is there.
  return createPortal(
    <div
      {...regionProps}
      {...{ [ABOVE_MODALS_ATTRIBUTE]: '' }}
      ref={ref}
      className={regionClass}
      style={bottomInset ? assignInlineVars({ [bottomInsetVar]: bottomInset }) : undefined}
    >
      {state.visibleToasts.map((toast) => (
        <ToastItem key={toast.key} toast={toast} state={state} dismissLabel={dismissLabel} />
      ))}
    </div>,
    container ?? document.body,
  );
}

const toneIcons: Record<ToastTone, typeof Info> = { info: Info, success: CircleCheck, error: CircleAlert };

type ToastItemProps = {
  toast: QueuedToast<ToastContent>;
  state: ToastState<ToastContent>;
  dismissLabel: string;
};

function ToastItem({ toast, state, dismissLabel }: ToastItemProps) {
  const ref = useRef<HTMLDivElement>(null);
  // react-aria's closeButtonProps only name the button (ours is named by `dismissLabel`) and close this toast.
  const { toastProps, contentProps, titleProps, descriptionProps } = useAriaToast({ toast }, state, ref);
  const { focusProps, isFocusVisible } = useFocusRing();
  const { tone, title, description } = toast.content;
  const Icon = toneIcons[tone];

  // react-aria makes every toast's content `role="alert"`. Only errors need to interrupt; info and success wait for
  // the screen reader to finish what it is saying. The toast itself stays react-aria's non-modal `alertdialog`, which
  // is what lets keyboard users reach it, and the region move focus to the next toast when one closes.
  const liveProps = tone === 'error' ? { role: 'alert' } : { role: 'status', 'aria-live': 'polite' as const };

  return (
    <div
      {...mergeProps(toastProps, focusProps)}
      aria-describedby={description ? toastProps['aria-describedby'] : undefined}
      ref={ref}
      className={toastClass}
      data-tone={tone}
      data-focus-visible={isFocusVisible || undefined}
    >
      <span className={iconClass} aria-hidden="true">
        <Icon size={20} />
      </span>
      <div {...contentProps} {...liveProps} className={contentClass}>
        <div {...titleProps} className={titleClass}>
          {title}
        </div>
        {description ? (
          <div {...descriptionProps} className={descriptionClass}>
            {description}
          </div>
        ) : null}
      </div>
      <Button onPress={() => state.close(toast.key)} aria-label={dismissLabel} variant="ghost" size="sm">
        <X size={18} aria-hidden="true" />
      </Button>
    </div>
  );
}
