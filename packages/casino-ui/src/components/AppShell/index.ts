export { AppShell, type AppShellProps } from './AppShell';
export { BOTTOM_INSET_PROPERTY } from './layout';
