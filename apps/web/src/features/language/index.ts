// The language feature's public entry: the switch, the profile's language setting and the UI provider in that language.
export { LanguageSection } from './language-section';
export { LanguageSwitch } from './language-switch';
export { LanguageSync } from './language-sync';
export { LocalizedUIProvider } from './localized-ui-provider';
export { useUiLanguage } from './use-ui-language';
