import { lazy, Suspense } from 'react';
import { ColorSchemeSection } from '../../features/color-scheme';
import { LanguageSection } from '../../features/language';
import { loadProfilePage } from '../../features/profile';
import type { RouteModule } from './route-module';

const ProfilePage = lazy(async () => ({ default: await loadProfilePage() }));

/** `/user/profile`: the profile page with the language and colour scheme features' settings in it. */
function ProfileRoute() {
  // Its own boundary: the chunk is in before the route renders (`page` below), so its fallback does not show.
  return (
    <Suspense fallback={null}>
      <ProfilePage LanguageSection={LanguageSection} ColorSchemeSection={ColorSchemeSection} />
    </Suspense>
  );
}

// The page's chunk is in before the route renders, so the lazy page above renders at once.
export const page: RouteModule['page'] = () => loadProfilePage().then(() => ProfileRoute);
