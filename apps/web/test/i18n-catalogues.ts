import { i18n } from '../src/lib/i18n';
import { UI_LANGUAGES } from '../src/lib/i18n/languages';

// The app renders once its catalogue is in (main.tsx); tests render at once, so every catalogue is loaded first and
// each i18n instance a test creates is ready synchronously, in either language.
await i18n.loadLanguages([...UI_LANGUAGES]);
