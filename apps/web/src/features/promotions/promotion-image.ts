import { resolveImageUrl } from '@casino/ui';
import { env } from '@/config/env';

/** docs/product.md#entities: relative image paths get the content-delivery host prefix, as game images do. */
export const promotionImageUrl = (image: string) => resolveImageUrl(image, env.VITE_CDN_BASE_URL);
