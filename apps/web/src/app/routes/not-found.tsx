import { NotFound } from '@/components/not-found';
import type { RouteModule } from './route-module';

function NotFoundRoute() {
  return <NotFound />;
}

/** Every address no route matches. */
export const page: RouteModule['page'] = async () => NotFoundRoute;
