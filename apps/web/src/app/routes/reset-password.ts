import { loadResetPasswordPage } from '@/features/auth';
import type { RouteModule } from './route-module';

/** `/reset-password?token=…` (docs/product.md#routes). */
export const page: RouteModule['page'] = loadResetPasswordPage;
