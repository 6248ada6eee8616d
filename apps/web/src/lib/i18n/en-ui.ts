import { defaultMessages } from '@casino/ui';

/**
 * The design system's own texts in English are the library's defaults: one home, and the committed story screenshots
 * keep their texts. `{name}` is the library's placeholder, filled by the library (i18next leaves single braces alone).
 */
export const enUi = defaultMessages;
