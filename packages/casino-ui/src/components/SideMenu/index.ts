export { SideMenu, type SideMenuItem, type SideMenuProps, type SideMenuSection } from './SideMenu';
export { SideMenuDrawer, type SideMenuDrawerProps } from './SideMenuDrawer';
