// The app-update feature's public entry: the installable app's service worker and its "new version" prompt.
export { AppUpdatePrompt } from './app-update-prompt';
