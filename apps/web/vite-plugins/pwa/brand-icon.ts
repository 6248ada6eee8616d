import type { AppIcon } from '../../src/config/pwa.ts';

/** The share of a maskable icon's side the brand's icon takes: inside the safe zone, a circle of 80 % of the side. */
export const MASKABLE_ICON_SCALE = 0.8;

/**
 * An app icon as SVG, from the brand folder's icon.svg (checked and trimmed by vite-plugins/brand). An `any` icon is
 * that file as it is. A `maskable` one fills the whole square with `background`, because the launcher cuts its own
 * shape out of it, and draws the brand's icon in the middle, shrunk into the safe zone so nothing of it is cropped.
 */
export function brandIconSvg(icon: string, purpose: AppIcon['purpose'], background: string): string {
  if (purpose === 'any') return icon;
  const size = 100;
  const inner = size * MASKABLE_ICON_SCALE;
  const offset = (size - inner) / 2;
  // A nested <svg> keeps the icon's own viewBox and scales it into the box its x, y, width and height give.
  const nested = icon.replace(/^<svg/, `<svg x="${offset}" y="${offset}" width="${inner}" height="${inner}"`);
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${size} ${size}" width="${size}" height="${size}">`,
    `<rect width="${size}" height="${size}" fill="${background}"/>`,
    nested,
    '</svg>',
  ].join('');
}
