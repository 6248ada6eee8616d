import { INFO_PAGES, paths } from '@/config/paths';

export type OpenToBlockedRules = { paths: readonly string[]; infoPages: readonly string[] };

/** Pages a visitor from a blocked country may still open: the rules, the help and the account links from emails. */
export const OPEN_TO_BLOCKED: OpenToBlockedRules = {
  paths: [paths.support, paths.resetPassword, paths.confirmAccount],
  infoPages: INFO_PAGES,
};

/**
 * Whether `pathname` is among `rules`' pages (an exact path, or `/{lang}/{info page}`). Self-contained on purpose:
 * the boot script carries its source to hide the lobby before the first paint (app/document/boot/boot-script.ts).
 */
export function matchesOpenToBlocked(rules: OpenToBlockedRules, pathname: string): boolean {
  const path = pathname.replace(/\/+$/, '') || '/';
  if (rules.paths.indexOf(path) >= 0) return true;
  const [lang, page, ...rest] = path.split('/').filter(Boolean);
  return (
    lang !== undefined &&
    /^[a-z]{2}$/.test(lang) &&
    page !== undefined &&
    rules.infoPages.indexOf(page) >= 0 &&
    rest.length === 0
  );
}

/** Everything else (lobby, games, sign-up) is replaced by the geo-block page for such a visitor. */
export const isOpenToBlockedVisitors = (pathname: string): boolean => matchesOpenToBlocked(OPEN_TO_BLOCKED, pathname);
