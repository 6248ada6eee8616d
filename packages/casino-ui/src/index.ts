// Every built-in brand goes into the one stylesheet (`@casino/ui/css`), so an app can switch brands at run time
// without another CSS import. The brand entries (`@casino/ui/themes/*`) then carry only class names and tokens.
import './themes/lagoon/theme.css';
import './themes/royale/theme.css';

export {
  Button,
  ButtonLink,
  type ButtonLinkProps,
  type ButtonProps,
  type ButtonSize,
  type ButtonStyleProps,
  type ButtonVariant,
  buttonSizes,
  buttonVariants,
} from './components/Button';
export { Checkbox, type CheckboxProps } from './components/Checkbox';
export { FullPageLoader, type FullPageLoaderProps } from './components/FullPageLoader';
export {
  Modal,
  ModalBody,
  type ModalBodyProps,
  ModalClose,
  type ModalCloseProps,
  ModalContent,
  type ModalContentProps,
  ModalDescription,
  type ModalDescriptionProps,
  ModalFooter,
  type ModalFooterProps,
  ModalRoot,
  type ModalRootProps,
  type ModalSize,
  ModalTitle,
  type ModalTitleProps,
  ModalTrigger,
  type ModalTriggerProps,
  modalSizes,
} from './components/Modal';
export { PasswordInput, type PasswordInputProps } from './components/PasswordInput';
export { Spinner, type SpinnerProps, type SpinnerSize, spinnerSizes } from './components/Spinner';
export {
  TextField,
  type TextFieldProps,
  type TextFieldStatus,
  type TextFieldStatusLabels,
  textFieldStatuses,
} from './components/TextField';
export { VisuallyHidden, type VisuallyHiddenProps } from './components/VisuallyHidden';
export { breakpoints, mediaQueries } from './theme/breakpoints';
export { CasinoUIProvider, type CasinoUIProviderProps } from './theme/CasinoUIProvider';
export { vars } from './theme/contract.css';
export {
  type LinkComponent,
  LinkComponentContext,
  type LinkComponentProps,
  makeLinkComponent,
  useLinkComponent,
} from './theme/link';
export { usePortalContainer } from './theme/portal';
export type { Tokens } from './theme/tokens';
