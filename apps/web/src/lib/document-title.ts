import { brand } from '@/config/brand';

/**
 * The one format of a document's `<title>` (WCAG 2.4.2): the page's own title, then the brand, or the brand alone
 * while the page's title is not known. The browser sets it as a page renders, the build writes it into each
 * prerendered frame, and the server render into the documents it makes, so all three always agree.
 */
export const documentTitle = (pageTitle: string | null | undefined, siteName: string = brand.name): string =>
  pageTitle ? `${pageTitle} · ${siteName}` : siteName;
