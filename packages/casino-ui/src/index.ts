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
export { FullPageLoader, type FullPageLoaderProps } from './components/FullPageLoader';
export { Spinner, type SpinnerProps, type SpinnerSize, spinnerSizes } from './components/Spinner';
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
