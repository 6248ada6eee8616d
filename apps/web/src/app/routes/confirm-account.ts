import { loadConfirmAccountPage } from '@/features/sign-up';
import type { RouteModule } from './route-module';

/** `/account/confirm?token=…`: the confirmation is a request the page sends, not a read to start early. */
export const page: RouteModule['page'] = loadConfirmAccountPage;
