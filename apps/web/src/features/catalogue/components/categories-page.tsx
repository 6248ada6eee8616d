import { categoryIcon, EmptyState } from '@casino/ui';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { LoadFailure } from '@/components/load-failure';
import { Page } from '@/components/page';
import { PendingContent } from '@/components/pending-content';
import { paths } from '@/config/paths';
import { useLoadStatus } from '@/lib/hooks/use-load-status';
import { categoriesQuery, useCategories } from '../api/get-categories';
import * as styles from './catalogue-page.css';
import { CATEGORY_TILES_WHILE_LOADING, TileSkeleton } from './tile-skeleton';

/** `/categories`: every public category with its icon (docs/product.md#routes). */
export function CategoriesPage() {
  const { t } = useTranslation();
  const categories = useCategories();
  const load = useLoadStatus(categories, categoriesQuery().queryKey);
  return (
    <Page title={t('pages.categories')}>
      {categories.isPending ? (
        <PendingContent status={load}>
          <TileSkeleton
            count={CATEGORY_TILES_WHILE_LOADING}
            label={t('lobby.catalogue.loadingCategories')}
            layout="categories"
          />
        </PendingContent>
      ) : categories.isError ? (
        <LoadFailure
          title={t('lobby.catalogue.categoriesFailed')}
          error={categories.error}
          isRetrying={categories.isFetching}
          onRetry={() => void categories.refetch()}
        />
      ) : categories.data.length === 0 ? (
        <EmptyState title={t('lobby.catalogue.noCategories')} />
      ) : (
        <nav aria-label={t('pages.categories')}>
          <ul className={styles.tiles}>
            {categories.data.map((category) => {
              const Icon = categoryIcon(category.img);
              return (
                <li key={category.id}>
                  <Link className={styles.tile} to={paths.category(category.alias)}>
                    <Icon size={22} aria-hidden="true" className={styles.tileIcon} />
                    {category.name}
                  </Link>
                </li>
              );
            })}
          </ul>
        </nav>
      )}
    </Page>
  );
}
