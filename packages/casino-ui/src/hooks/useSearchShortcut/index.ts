export { isSearchShortcut, SEARCH_SHORTCUT_OPT_IN_ATTRIBUTE } from './search-shortcut-logic';
export { type UseSearchShortcutOptions, useSearchShortcut } from './useSearchShortcut';
