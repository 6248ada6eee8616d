export { type ToastApi, type ToastOptions, ToastProvider, type ToastProviderProps, useToast } from './Toast';
export {
  DEFAULT_ERROR_TOAST_DURATION_MS,
  DEFAULT_MAX_VISIBLE_TOASTS,
  DEFAULT_TOAST_DURATION_MS,
  type ToastTone,
  toastTones,
} from './toast-logic';
