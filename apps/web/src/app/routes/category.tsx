import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { FOOTER_CATEGORIES, SIDE_MENU_CATEGORIES } from '../../config/paths';
import { NotFound } from '../../features/layout/not-found';
import { NotYetAvailable } from '../../features/layout/not-yet-available';
import { Page } from '../../features/layout/page';

const KNOWN = [...SIDE_MENU_CATEGORIES, ...FOOTER_CATEGORIES] as const;
type KnownCategory = (typeof KNOWN)[number];
const isKnown = (alias: string | undefined): alias is KnownCategory =>
  alias !== undefined && (KNOWN as readonly string[]).includes(alias);

export function CategoryPage() {
  const { alias } = useParams();
  const { t } = useTranslation();
  if (!isKnown(alias)) return <NotFound title={t('pages.categoryNotFound')} />;
  return (
    <Page title={t(`categories.${alias}`)}>
      <NotYetAvailable />
    </Page>
  );
}
