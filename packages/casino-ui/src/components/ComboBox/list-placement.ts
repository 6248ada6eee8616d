import { POPOVER_DIRECTION_THRESHOLD, type PopoverDirection, popoverDirection } from '../../private/popover-direction';

/** About seven rows: enough to scan, short enough to leave the field visible on a 390 px phone. */
export const LIST_MAX_HEIGHT = 320;

/** Space between the field and its list. */
export const LIST_OFFSET = 4;

/** Space kept between the list and the edge of the room it opens into. */
export const LIST_EDGE_MARGIN = 8;

/** A list never shrinks below about two rows, even in a tiny viewport: a shorter one cannot be scrolled sensibly. */
export const LIST_MIN_HEIGHT = 96;

/** A box's top and bottom edge, in viewport pixels. */
export type VerticalBounds = { top: number; bottom: number };

export type ListPlacementInput = {
  /** The field the list belongs to. */
  field: VerticalBounds;
  /** The room the list may use: the visible viewport, narrowed to the dialog the field sits in. */
  room: VerticalBounds;
  /** @default 200 (the dropdown threshold, docs/product.md#dialogs-and-widgets) */
  threshold?: number;
};

export type ListPlacement = { direction: PopoverDirection; maxHeight: number };

/**
 * Where a field's list opens and how tall it may grow: upward when under `threshold` px is free below and more above
 * (docs/product.md#dialogs-and-widgets, the search popover's rule), and never taller than `LIST_MAX_HEIGHT` or the free room on its side, so it
 * stays on screen and inside its dialog and scrolls on its own.
 */
export function listPlacement({
  field,
  room,
  threshold = POPOVER_DIRECTION_THRESHOLD,
}: ListPlacementInput): ListPlacement {
  const spaceBelow = room.bottom - field.bottom;
  const spaceAbove = field.top - room.top;
  const direction = popoverDirection({ spaceBelow, spaceAbove, threshold });
  const free = (direction === 'up' ? spaceAbove : spaceBelow) - LIST_OFFSET - LIST_EDGE_MARGIN;
  return { direction, maxHeight: Math.max(LIST_MIN_HEIGHT, Math.min(LIST_MAX_HEIGHT, Math.floor(free))) };
}

/** The overlap of two boxes' vertical extents: the room a list has inside both (viewport and dialog). */
export function intersectBounds(a: VerticalBounds, b: VerticalBounds): VerticalBounds {
  return { top: Math.max(a.top, b.top), bottom: Math.min(a.bottom, b.bottom) };
}
