import { useAuth } from '../auth/auth-context';
import { type ContentLanguage, contentLanguageFor } from './content-languages';

/** Spec §2: informational pages use the logged-in player's language, else English. */
export function useContentLanguage(): ContentLanguage {
  const { user } = useAuth();
  return contentLanguageFor(user?.lang);
}
