import { useEffect } from 'react';
import { documentTitle } from '@/lib/document-title';

/**
 * The tab's title names the open screen (WCAG 2.4.2), also when the screen is a modal rather than a Page. A modal
 * over a page gives the page's title back when it closes: the page behind stays mounted and will not set it again.
 */
export function useDocumentTitle(title: string) {
  useEffect(() => {
    const previous = document.title;
    document.title = documentTitle(title);
    return () => {
      document.title = previous;
    };
  }, [title]);
}
