// The colour scheme feature's public entry: the switch, the profile's setting, the page sync and what the boot script
// needs to decide the scheme before the first paint.
export {
  COLOR_SCHEME_STORAGE_KEY,
  DARK_SCHEME_QUERY,
  resolveColorScheme,
} from './color-scheme-choice';
export { ColorSchemeSection } from './color-scheme-section';
export { ColorSchemeSwitch } from './color-scheme-switch';
export { ColorSchemeSync } from './color-scheme-sync';
