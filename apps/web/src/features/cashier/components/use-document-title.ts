import { useEffect } from 'react';
import { brand } from '../../../config/brand';

/** The tab's title names the open screen (WCAG 2.4.2), also when the screen is a modal rather than a Page. */
export function useDocumentTitle(title: string) {
  useEffect(() => {
    document.title = `${title} · ${brand.name}`;
  }, [title]);
}
