import { brandDefinition } from 'virtual:brand';
import { createBrandTheme } from '@casino/ui';
import { brandDefaultScheme, brandSchemes } from '@/config/brand-tokens';

/**
 * The theme class of the configured brand, both schemes in one stylesheet (the document's attribute picks one): the
 * built-in class a brand names, else one made here, so a build carries one brand's styles.
 */
export const brandTheme = brandDefinition.theme ?? createBrandTheme('brand', brandSchemes, brandDefaultScheme);
