import { useUiLanguage } from '@/features/language';
import { type ContentLanguage, contentLanguageFor } from './content-languages';

/**
 * docs/product.md#content-pages: informational pages use the logged-in player's language, else English. The active UI language is that
 * language (a player's profile language is adopted at login); a visitor who picked a language gets it too.
 */
export function useContentLanguage(): ContentLanguage {
  const { language } = useUiLanguage();
  return contentLanguageFor(language);
}
