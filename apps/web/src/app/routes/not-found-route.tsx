import { NotFound } from '../../features/layout/not-found';

export const NotFoundRoute = () => <NotFound />;
