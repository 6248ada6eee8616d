import type { PwaBrand } from '../../src/app/pwa/pwa-brand.ts';
import { BRAND_MARK } from '../../src/config/brand-mark.ts';
import type { AppIcon } from '../../src/config/pwa.ts';

/**
 * The app icon as SVG: the header's logo (config/brand-mark.ts) in the brand's colours. An `any` icon is the rounded
 * tile itself; a `maskable` one fills the whole square, because the launcher cuts its own shape out of it. The star
 * reaches 36 % of the size from the centre, inside the 40 % safe zone of a maskable icon, so it is never cropped.
 */
export function brandIconSvg(colors: PwaBrand['colors'], purpose: AppIcon['purpose']): string {
  const { size, tileRadius, starPath } = BRAND_MARK;
  const radius = purpose === 'maskable' ? 0 : tileRadius;
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${size} ${size}" width="${size}" height="${size}">`,
    `<rect width="${size}" height="${size}" rx="${radius}" fill="${colors.tile}"/>`,
    `<path d="${starPath}" fill="${colors.primary}"/>`,
    '</svg>',
  ].join('');
}
