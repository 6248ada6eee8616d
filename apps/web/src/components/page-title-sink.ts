import { createContext, useContext } from 'react';

/**
 * Where a page reports its title during render. Only the prerender listens, to write `<title>` into the document
 * (the browser sets it in an effect, which a prerender never runs).
 */
export const PageTitleSink = createContext<((title: string) => void) | undefined>(undefined);

export const usePageTitleSink = () => useContext(PageTitleSink);
