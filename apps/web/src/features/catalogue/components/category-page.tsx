import { CategoryBar, Select, StatusNotice } from '@casino/ui';
import { TriangleAlert } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams, useSearchParams } from 'react-router';
import { NotFound } from '@/components/not-found';
import { Page } from '@/components/page';
import { PendingContent } from '@/components/pending-content';
import { paths } from '@/config/paths';
import { useLoadStatus } from '@/lib/hooks/use-load-status';
import { useRouteValuesKnown } from '@/lib/hooks/use-route-values-known';
import { categoriesQuery, categoryName, useCategories } from '../api/get-categories';
import { useProviders } from '../api/get-providers';
import { catalogueSearch, PROVIDER_PARAM, parseProviderParams } from '../catalogue-params';
import * as styles from './catalogue-page.css';
import { GamesBrowser } from './games-browser';

/**
 * `/categories/{alias}`: the category bar, a provider filter and the category's games page by page (docs/product.md#dialogs-and-widgets). The
 * games need only the alias, so they show while the bar loads or after it failed (docs/product.md#lobby-and-search); only a list that
 * arrived without the alias makes the page "not found".
 */
export function CategoryPage() {
  const { alias = '' } = useParams();
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const categories = useCategories();
  const providers = useProviders();
  const load = useLoadStatus(categories, categoriesQuery().queryKey);

  // The frame the build prerenders serves every alias: what the alias names waits for hydration, unless
  // the server rendered this document for this category.
  const aliasKnown = useRouteValuesKnown();

  const category = categories.data?.find((c) => c.alias === alias);
  if (categories.isSuccess && !category) return <NotFound title={t('pages.categoryNotFound')} />;
  const title = aliasKnown ? (category?.name ?? categoryName({ alias, name: alias }, t)) : null;

  const knownProviders = providers.data?.map((p) => p.name);
  const selected = parseProviderParams(params.getAll(PROVIDER_PARAM), knownProviders)[0] ?? '';

  return (
    <Page title={title}>
      {categories.isPending ? (
        <PendingContent status={load}>
          <CategoryBar categories={[]} isLoading loadingLabel={t('lobby.catalogue.loadingCategories')} />
        </PendingContent>
      ) : null}
      {categories.isError ? (
        // The bar's own words, never the server's: the games below still work (docs/product.md#lobby-and-search).
        <StatusNotice
          variant="banner"
          icon={<TriangleAlert aria-hidden />}
          title={t('lobby.catalogue.categoriesFailed')}
          message={null}
          actionLabel={t('common.tryAgain')}
          isActing={categories.isFetching}
          onAction={() => void categories.refetch()}
        />
      ) : null}
      {categories.isSuccess ? (
        <CategoryBar
          categories={categories.data}
          selected={alias}
          getHref={(a) => (a === null ? paths.categories : paths.category(a))}
          allLabel={t('lobby.catalogue.allGames')}
          label={t('lobby.catalogue.categoryBar')}
        />
      ) : null}
      <div className={styles.filters}>
        <ProviderSelect
          value={selected}
          providers={providers.data}
          onChange={(provider) =>
            navigate({ search: catalogueSearch(params, { providers: provider ? [provider] : [] }) })
          }
        />
      </div>
      <GamesBrowser criteria={{ category: alias, providers: selected ? [selected] : [] }} label={title ?? ''} />
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
