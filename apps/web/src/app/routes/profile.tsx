import { type ComponentProps, lazy, Suspense } from 'react';
import { ColorSchemeSection } from '@/features/color-scheme';
import { LanguageSection } from '@/features/language';
import { loadProfilePage } from '@/features/profile';
import { loadSecuritySections } from '@/features/security';
import { loadVerificationStatusSection } from '@/features/verification';
import type { RouteModule } from './route-module';

const ProfilePage = lazy(async () => ({ default: await loadProfilePage() }));
const SecuritySections = lazy(async () => ({ default: await loadSecuritySections() }));
const VerificationStatusSection = lazy(async () => ({ default: await loadVerificationStatusSection() }));

function VerificationSection(props: ComponentProps<typeof VerificationStatusSection>) {
  return (
    <Suspense fallback={null}>
      <VerificationStatusSection {...props} />
    </Suspense>
  );
}

/** The security feature's sections, each showing its own loading state once its chunk is in. */
function SecuritySection(props: ComponentProps<typeof SecuritySections>) {
  return (
    <Suspense fallback={null}>
      <SecuritySections {...props} />
    </Suspense>
  );
}

/** `/user/profile`: the profile page with the language, colour scheme and security features' settings in it. */
function ProfileRoute() {
  // Its own boundary: the chunk is in before the route renders (`page` below), so its fallback does not show.
  return (
    <Suspense fallback={null}>
      <ProfilePage
        LanguageSection={LanguageSection}
        ColorSchemeSection={ColorSchemeSection}
        SecuritySection={SecuritySection}
        VerificationSection={VerificationSection}
      />
    </Suspense>
  );
}

// The page's chunk is in before the route renders, so the lazy page above renders at once; the security sections'
// chunk downloads alongside it.
export const page: RouteModule['page'] = () => {
  void loadSecuritySections();
  void loadVerificationStatusSection();
  return loadProfilePage().then(() => ProfileRoute);
};
