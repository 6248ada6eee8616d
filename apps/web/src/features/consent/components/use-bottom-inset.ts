import { BOTTOM_INSET_PROPERTY } from '@casino/ui';
import { type RefObject, useEffect } from 'react';

/**
 * While `ref` is fixed over the bottom of the viewport, the page keeps that much room below its end and scrolls
 * focused elements clear of it (WCAG 2.2 2.4.11 Focus Not Obscured): the shell reads the inset, the document's
 * scroll padding keeps keyboard focus above it.
 */
export function useBottomInset(ref: RefObject<HTMLElement | null>, active: boolean) {
  useEffect(() => {
    const element = ref.current;
    if (!active || !element) return;
    const root = document.documentElement;
    const measure = () => {
      const inset = `${Math.max(0, Math.ceil(window.innerHeight - element.getBoundingClientRect().top))}px`;
      root.style.setProperty(BOTTOM_INSET_PROPERTY, inset);
      root.style.scrollPaddingBottom = inset;
    };
    measure();
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    window.addEventListener('resize', measure);
    return () => {
      observer.disconnect();
      window.removeEventListener('resize', measure);
      root.style.removeProperty(BOTTOM_INSET_PROPERTY);
      root.style.removeProperty('scroll-padding-bottom');
    };
  }, [ref, active]);
}
