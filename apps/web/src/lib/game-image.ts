import { resolveImageUrl } from '@casino/ui';
import { env } from '@/config/env';

/** docs/product.md#entities: relative game images get the content-delivery host prefix. */
export const gameImageUrl = (image: string) => resolveImageUrl(image, env.VITE_CDN_BASE_URL);
