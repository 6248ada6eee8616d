import { setAppShellBottomInset } from '@casino/ui';
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
    let applied = '';
    const measure = () => {
      const inset = `${Math.max(0, Math.ceil(window.innerHeight - element.getBoundingClientRect().top))}px`;
      if (inset === applied) return;
      applied = inset;
      // On the shell's own elements and the root's scroll padding, which restyle those alone: the shell's custom
      // property set on the root restyled the whole document (about 7 ms of a lobby's main thread at desktop speed).
      setAppShellBottomInset(inset);
      root.style.scrollPaddingBottom = inset;
    };
    // No measure now: the observer's first report comes after the browser's own layout of the frame, where reading
    // the banner's place is free, instead of forcing a layout of the page in the middle of hydration.
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    window.addEventListener('resize', measure);
    return () => {
      observer.disconnect();
      window.removeEventListener('resize', measure);
      setAppShellBottomInset(null);
      root.style.removeProperty('scroll-padding-bottom');
    };
  }, [ref, active]);
}
