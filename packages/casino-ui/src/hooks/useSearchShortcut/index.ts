export {
  isSearchShortcut,
  SEARCH_SHORTCUT_ARIA,
  SEARCH_SHORTCUT_KEY,
  SEARCH_SHORTCUT_OPT_IN_ATTRIBUTE,
} from './search-shortcut-logic';
export { type UseSearchShortcutOptions, useSearchShortcut } from './useSearchShortcut';
