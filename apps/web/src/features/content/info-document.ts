/**
 * An informational page as structured data (`/{lang}/{page}`, docs/product.md#content-pages): one module per page and language, so a page
 * loads only its own text. `{brand}`, `{phone}`, `{email}` and `{licence}` are filled from the
 * brand configuration when the page is shown.
 */
export type InfoLink = { label: string; href: string };

export type InfoBlock =
  /** A paragraph. */
  | string
  /** A bulleted list. */
  | { list: string[] }
  /** Links, e.g. help organisations; an `http` link opens in a new tab, a `/path` stays in the site. */
  | { links: InfoLink[] };

export type InfoSection = { id: string; heading: string; blocks: InfoBlock[] };

export type InfoDocument = {
  title: string;
  /** One sentence shown under the title. */
  summary: string;
  /** ISO date (YYYY-MM-DD) of the last change, shown as "Last updated". */
  updated: string;
  sections: InfoSection[];
};
