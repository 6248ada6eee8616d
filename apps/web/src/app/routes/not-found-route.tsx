import { NotFound } from '../../components/not-found';

export const NotFoundRoute = () => <NotFound />;
