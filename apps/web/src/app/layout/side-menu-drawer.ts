// Only ever imported dynamically (side-menu-drawer-on-demand.tsx): a dynamic import of '@casino/ui' itself would make
// the whole package one chunk that the first page needs anyway, while this module's chunk holds only the drawer.
export { SideMenuDrawer } from '@casino/ui';
