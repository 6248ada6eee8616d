import { categoryIcon, EmptyState, ErrorState, Skeleton } from '@casino/ui';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '../../config/paths';
import { useCategories } from '../../features/catalogue/api/get-categories';
import * as styles from '../../features/catalogue/components/catalogue-page.css';
import { Page } from '../../features/layout/page';
import { errorMessage } from '../../lib/api-error';

/** `/categories`: every public category with its icon (spec §2, §3). */
export function CategoriesPage() {
  const { t } = useTranslation();
  const categories = useCategories();
  return (
    <Page title={t('pages.categories')}>
      {categories.isPending ? (
        <div role="status" aria-label={t('lobby.catalogue.loadingCategories')}>
          <Skeleton variant="text" lines={3} />
        </div>
      ) : categories.isError ? (
        <ErrorState
          title={t('lobby.catalogue.categoriesFailed')}
          message={errorMessage(categories.error, t('common.somethingWentWrong'))}
          retryLabel={t('common.tryAgain')}
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
