// The consent feature's public entry: the cookie banner and the footer's button that reopens it.
export { CookieBanner, CookieSettingsButton } from './components/cookie-banner';
