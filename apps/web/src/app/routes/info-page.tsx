import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { isInfoPage } from '../../config/paths';
import { NotFound } from '../../features/layout/not-found';
import { NotYetAvailable } from '../../features/layout/not-yet-available';
import { Page } from '../../features/layout/page';
import { SUPPORTED_LANGUAGES } from '../../lib/i18n';

/** Spec §2 `/{lang}/{page}`: an unknown language or page is not found. */
export function InfoPageRoute() {
  const { lang, page } = useParams();
  const { t } = useTranslation();
  const knownLang = (SUPPORTED_LANGUAGES as readonly string[]).includes(lang ?? '');
  if (!knownLang || !page || !isInfoPage(page)) return <NotFound />;
  return (
    <Page title={t(`info.${page}`)}>
      <NotYetAvailable />
    </Page>
  );
}
