// Which side a popup opens on, shared by SearchPopover's results and ComboBox's list (the shared piece
// lives below both instead of one component importing the other's logic).

/** docs/product.md#dialogs-and-widgets: the room the popover wants before it opens on a side. */
export const POPOVER_DIRECTION_THRESHOLD = 200;

export type PopoverDirection = 'down' | 'up';

export type PopoverDirectionInput = {
  /** Pixels between the input's bottom edge and the viewport's bottom. */
  spaceBelow: number;
  /** Pixels between the viewport's top and the input's top edge. */
  spaceAbove: number;
  /** @default 200 */
  threshold?: number;
};

/**
 * docs/product.md#dialogs-and-widgets: the popover opens upward when under `threshold` px is free below and more than `threshold` px is free
 * above; otherwise downward (the usual place, also when neither side has room).
 */
export function popoverDirection({
  spaceBelow,
  spaceAbove,
  threshold = POPOVER_DIRECTION_THRESHOLD,
}: PopoverDirectionInput): PopoverDirection {
  return spaceBelow < threshold && spaceAbove > threshold ? 'up' : 'down';
}
