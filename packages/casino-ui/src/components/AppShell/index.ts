export { BOTTOM_INSET_PROPERTY } from '../../theme/layout';
export { AppShell, type AppShellProps } from './AppShell';
export { setAppShellBottomInset } from './bottom-inset';
