import { Button, EmptyState } from '@casino/ui';
import { Building2 } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { LoadFailure } from '@/components/load-failure';
import { Page } from '@/components/page';
import { PendingContent } from '@/components/pending-content';
import { useLoadStatus } from '@/lib/hooks/use-load-status';
import { providersQuery, useProviders } from '../api/get-providers';
import { catalogueSearch, PROVIDER_PARAM, parseProviderParams } from '../catalogue-params';
import * as styles from './catalogue-page.css';
import { GamesBrowser } from './games-browser';
import { PROVIDER_TILES_WHILE_LOADING, TileSkeleton } from './tile-skeleton';

/**
 * `/providers`: every provider; each one toggles into the URL (`?provider=A&provider=B`) and the games of the chosen
 * ones show below (one provider filters with `=`, several with `in`, docs/product.md#calls).
 */
export function ProvidersPage() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const providers = useProviders();
  const load = useLoadStatus(providers, providersQuery().queryKey);
  const names = providers.data?.map((p) => p.name);
  const selected = parseProviderParams(params.getAll(PROVIDER_PARAM), names);

  const toggled = (name: string) =>
    selected.includes(name) ? selected.filter((n) => n !== name) : [...selected, name];

  return (
    <Page title={t('pages.providers')}>
      {providers.isPending ? (
        <PendingContent status={load}>
          <TileSkeleton count={PROVIDER_TILES_WHILE_LOADING} label={t('common.loading')} layout="providers" />
        </PendingContent>
      ) : providers.isError ? (
        <LoadFailure
          title={t('lobby.catalogue.providersFailed')}
          error={providers.error}
          isRetrying={providers.isFetching}
          onRetry={() => void providers.refetch()}
        />
      ) : providers.data.length === 0 ? (
        <EmptyState title={t('lobby.catalogue.noProviders')} />
      ) : (
        <>
          <fieldset className={styles.fieldset}>
            <legend className={styles.legend}>{t('lobby.catalogue.providerList')}</legend>
            <ul className={styles.providerTiles}>
              {providers.data.map((provider) => (
                <li key={provider.id}>
                  <Button
                    variant={selected.includes(provider.name) ? 'primary' : 'secondary'}
                    fullWidth
                    size="sm"
                    className={styles.providerButton}
                    aria-pressed={selected.includes(provider.name)}
                    startIcon={<Building2 size={18} />}
                    onPress={() => navigate({ search: catalogueSearch(params, { providers: toggled(provider.name) }) })}
                  >
                    {provider.name}
                  </Button>
                </li>
              ))}
            </ul>
          </fieldset>
          {selected.length > 0 ? (
            <section aria-label={selected.join(', ')}>
              <GamesBrowser criteria={{ providers: selected }} label={selected.join(', ')} />
            </section>
          ) : (
            <p>{t('lobby.catalogue.chooseProvider')}</p>
          )}
        </>
      )}
    </Page>
  );
}
