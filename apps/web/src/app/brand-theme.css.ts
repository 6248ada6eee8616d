import { createBrandTheme } from '@casino/ui';
import { brandDefaultScheme, brandSchemes } from '../config/brand-tokens';

/** The theme class of the configured brand, both schemes in one stylesheet (the document's attribute picks one). */
export const brandTheme = createBrandTheme('brand', brandSchemes, brandDefaultScheme);
