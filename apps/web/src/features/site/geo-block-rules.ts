import { isInfoPage, paths } from '../../config/paths';

/** Pages a visitor from a blocked country may still open: the rules, the help and the account links from emails. */
const OPEN_PATHS: readonly string[] = [paths.support, paths.resetPassword, paths.confirmAccount];

/** Everything else (lobby, games, sign-up) is replaced by the geo-block page for such a visitor. */
export function isOpenToBlockedVisitors(pathname: string): boolean {
  const path = pathname.replace(/\/+$/, '') || '/';
  if (OPEN_PATHS.includes(path)) return true;
  const [lang, page, ...rest] = path.split('/').filter(Boolean);
  return lang !== undefined && /^[a-z]{2}$/.test(lang) && page !== undefined && isInfoPage(page) && rest.length === 0;
}
