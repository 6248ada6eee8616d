import { loadResetPasswordPage } from '../../features/auth';
import type { RouteModule } from './route-module';

/** `/reset-password?token=…` (spec §2). */
export const page: RouteModule['page'] = loadResetPasswordPage;
