import { useTranslation } from 'react-i18next';
import { NotYetAvailable } from '../../features/layout/not-yet-available';
import { Page } from '../../features/layout/page';
import type { Catalogue } from '../../lib/i18n/en';

type PageTitleKey = `pages.${keyof Catalogue['pages']}`;

/** A route whose content is another issue's: its real title and an honest "not yet available" state. */
function PendingPage({ titleKey }: { titleKey: PageTitleKey }) {
  const { t } = useTranslation();
  return (
    <Page title={t(titleKey)}>
      <NotYetAvailable />
    </Page>
  );
}

export const VipClubPage = () => <PendingPage titleKey="pages.vipClub" />;
export const TournamentsPage = () => <PendingPage titleKey="pages.tournaments" />;
export const SupportPage = () => <PendingPage titleKey="pages.support" />;
