import { useParams } from 'react-router';
import { NotFound } from '../../components/not-found';
import { isInfoPage } from '../../config/paths';
import { InfoPageView } from '../../features/content/components/info-page-view';
import { isContentLanguage } from '../../features/content/content-languages';

/** Spec §2 `/{lang}/{page}`: an unknown language or page is not found. */
export function InfoPageRoute() {
  const { lang = '', page = '' } = useParams();
  if (!isContentLanguage(lang) || !isInfoPage(page)) return <NotFound />;
  return <InfoPageView key={`${lang}/${page}`} lang={lang} page={page} />;
}
