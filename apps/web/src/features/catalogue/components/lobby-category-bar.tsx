import { CategoryBar } from '@casino/ui';
import { memo } from 'react';
import { useTranslation } from 'react-i18next';
import { paths } from '@/config/paths';
import { useCategories } from '../api/get-categories';

/**
 * The home page's category bar (docs/product.md#dialogs-and-widgets): "Lobby" first, meaning no filter, then each public category as a link to
 * its page. A failed load keeps just "Lobby" (docs/product.md#error-texts). Memoised: it has no props, and
 * the lobby page re-renders for every section's answer.
 */
export const LobbyCategoryBar = memo(function LobbyCategoryBar() {
  const { t } = useTranslation();
  const categories = useCategories();
  return (
    <CategoryBar
      categories={categories.data ?? []}
      isLoading={categories.isPending}
      loadingLabel={t('lobby.catalogue.loadingCategories')}
      selected={null}
      getHref={(alias) => (alias === null ? paths.home : paths.category(alias))}
      allLabel={t('nav.lobby')}
      label={t('lobby.catalogue.categoryBar')}
      desktopLayout="scroll"
    />
  );
});
