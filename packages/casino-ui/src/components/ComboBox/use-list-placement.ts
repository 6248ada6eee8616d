import { type RefObject, useCallback, useLayoutEffect, useState } from 'react';
import { intersectBounds, type ListPlacement, listPlacement, type VerticalBounds } from './list-placement';

/** The visible part of the page (the phone keyboard shrinks it). */
function viewportBounds(): VerticalBounds {
  const viewport = window.visualViewport;
  const top = viewport?.offsetTop ?? 0;
  return { top, bottom: top + (viewport?.height ?? window.innerHeight) };
}

/** The viewport, narrowed by every box around the list's container that clips its content (a dialog's panel). */
function roomFor(container: HTMLElement | null): VerticalBounds {
  let room = viewportBounds();
  for (let element = container; element && element !== document.body; element = element.parentElement) {
    const { overflowY } = getComputedStyle(element);
    if (overflowY !== 'visible') room = intersectBounds(room, element.getBoundingClientRect());
  }
  return room;
}

/** The list's side and height, and its width: as wide as the whole field box, not only the input. */
export type MeasuredListPlacement = ListPlacement & { width: number | undefined };

const INITIAL: MeasuredListPlacement = {
  ...listPlacement({ field: { top: 0, bottom: 0 }, room: { top: 0, bottom: 0 } }),
  width: undefined,
};

/**
 * The side, height and width of an open list, measured before paint (so it never flashes on the wrong side) and again when
 * the viewport is resized. A scroll of the page closes the list (react-aria), so it needs no re-measuring.
 */
export function useListPlacement(
  fieldRef: RefObject<HTMLElement | null>,
  container: HTMLElement | null,
): MeasuredListPlacement {
  const [placement, setPlacement] = useState<MeasuredListPlacement>(INITIAL);
  const measure = useCallback(() => {
    const field = fieldRef.current;
    if (!field) return;
    const next = {
      ...listPlacement({ field: field.getBoundingClientRect(), room: roomFor(container) }),
      width: field.offsetWidth,
    };
    setPlacement((current) =>
      current.direction === next.direction && current.maxHeight === next.maxHeight && current.width === next.width
        ? current
        : next,
    );
  }, [fieldRef, container]);

  useLayoutEffect(() => {
    measure();
    window.addEventListener('resize', measure);
    window.visualViewport?.addEventListener('resize', measure);
    return () => {
      window.removeEventListener('resize', measure);
      window.visualViewport?.removeEventListener('resize', measure);
    };
  }, [measure]);

  return placement;
}
