import { lazy, Suspense } from 'react';
import { useParams } from 'react-router';
import { NotFound } from '@/components/not-found';
import { isInfoPage } from '@/config/paths';
import { isContentLanguage, loadInfoDocumentQuery, loadInfoPageView } from '@/features/content';
import { ToolsLink } from '@/features/responsible-gaming';
import type { RouteModule } from './route-module';

const InfoPageView = lazy(async () => ({ default: await loadInfoPageView() }));

/** `/{lang}/{page}` (docs/product.md#content-pages): an unknown language or page is not found. */
function InfoPageRoute() {
  const { lang = '', page = '' } = useParams();
  if (!isContentLanguage(lang) || !isInfoPage(page)) return <NotFound />;
  // The responsible-gaming page ends with the way to the player's tools.
  const actions = page === 'responsible-gaming' ? <ToolsLink /> : undefined;
  // Its own boundary: the chunk is in before the route renders (`page` below), so its fallback does not show.
  return (
    <Suspense fallback={null}>
      <InfoPageView key={`${lang}/${page}`} lang={lang} page={page} actions={actions} />
    </Suspense>
  );
}

export const prefetch: RouteModule['prefetch'] = (queryClient, { params: { lang = '', page = '' } }) => {
  if (!isContentLanguage(lang) || !isInfoPage(page)) return;
  void loadInfoDocumentQuery().then((infoDocumentQuery) => queryClient.prefetchQuery(infoDocumentQuery(lang, page)));
};
// The view's chunk is in before the route renders, so the lazy view above renders at once.
export const page: RouteModule['page'] = () => loadInfoPageView().then(() => InfoPageRoute);
