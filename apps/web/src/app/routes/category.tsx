import { CategoryBar, Select } from '@casino/ui';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams, useSearchParams } from 'react-router';
import { paths } from '../../config/paths';
import { categoriesQuery, useCategories } from '../../features/catalogue/api/get-categories';
import { useProviders } from '../../features/catalogue/api/get-providers';
import { catalogueSearch, PROVIDER_PARAM, parseProviderParams } from '../../features/catalogue/catalogue-params';
import * as styles from '../../features/catalogue/components/catalogue-page.css';
import { GamesBrowser, GamesBrowserSkeleton } from '../../features/catalogue/components/games-browser';
import { LoadFailure } from '../../features/layout/load-failure';
import { NotFound } from '../../features/layout/not-found';
import { Page } from '../../features/layout/page';
import { PendingContent } from '../../features/layout/pending-content';
import { useLoadStatus } from '../../lib/hooks/use-load-status';

/** `/categories/{alias}`: the category bar, a provider filter and the category's games page by page (spec §2). */
export function CategoryPage() {
  const { alias = '' } = useParams();
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const categories = useCategories();
  const providers = useProviders();
  const load = useLoadStatus(categories, categoriesQuery().queryKey);

  // While the categories load, the page already has its final frame (bar, filter, count and a page of cards), so
  // nothing moves when they arrive (issue 19: CLS was 0.61 when the grid appeared under a short placeholder).
  if (categories.isPending)
    return (
      <Page title={t('pages.categories')}>
        <PendingContent status={load}>
          <CategoryBar categories={[]} isLoading loadingLabel={t('lobby.catalogue.loadingCategories')} />
          <div className={styles.filters}>
            <ProviderSelect value="" providers={undefined} onChange={() => {}} />
          </div>
          <GamesBrowserSkeleton />
        </PendingContent>
      </Page>
    );
  if (categories.isError)
    return (
      <Page title={t('pages.categories')}>
        <LoadFailure
          title={t('lobby.catalogue.categoriesFailed')}
          error={categories.error}
          isRetrying={categories.isFetching}
          onRetry={() => void categories.refetch()}
        />
      </Page>
    );

  const category = categories.data.find((c) => c.alias === alias);
  if (!category) return <NotFound title={t('pages.categoryNotFound')} />;

  const knownProviders = providers.data?.map((p) => p.name);
  const selected = parseProviderParams(params.getAll(PROVIDER_PARAM), knownProviders)[0] ?? '';

  return (
    <Page title={category.name}>
      <CategoryBar
        categories={categories.data}
        selected={category.alias}
        getHref={(a) => (a === null ? paths.categories : paths.category(a))}
        allLabel={t('lobby.catalogue.allGames')}
        label={t('lobby.catalogue.categoryBar')}
      />
      <div className={styles.filters}>
        <ProviderSelect
          value={selected}
          providers={providers.data}
          onChange={(provider) =>
            navigate({ search: catalogueSearch(params, { providers: provider ? [provider] : [] }) })
          }
        />
      </div>
      <GamesBrowser
        criteria={{ category: category.alias, providers: selected ? [selected] : [] }}
        label={category.name}
      />
    </Page>
  );
}

/** The provider filter; disabled until the providers are known. */
function ProviderSelect({
  value,
  providers,
  onChange,
}: {
  value: string;
  providers: readonly { name: string }[] | undefined;
  onChange: (provider: string) => void;
}) {
  const { t } = useTranslation();
  return (
    <Select
      label={t('lobby.catalogue.provider')}
      value={value}
      disabled={!providers}
      options={[
        { value: '', label: t('lobby.catalogue.allProviders') },
        ...(providers ?? []).map((p) => ({ value: p.name, label: p.name })),
      ]}
      onChange={(event) => onChange(event.target.value)}
    />
  );
}
