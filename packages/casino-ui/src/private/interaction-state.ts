/**
 * Hover, press and keyboard-focus state of a native control, as pure transitions. A native `<button>` or `<a>`
 * already turns a click, a tap, Enter, Space and an assistive technology's press into one `click` event; the only
 * thing left to track is how the control should look meanwhile. Doing that here instead of with react-aria's
 * `usePress`, `useHover` and `useFocusRing` keeps Button within its import budget (3 KiB gzip; those hooks
 * alone are about 9 KiB).
 */
export type InteractionState = { hovered: boolean; pressed: boolean; focusVisible: boolean };

export const idleInteraction: InteractionState = { hovered: false, pressed: false, focusVisible: false };

export type InteractionInput =
  | { kind: 'pointerenter' | 'pointerdown'; pointerType: string; button: number }
  | { kind: 'pointerleave' | 'pointerup' | 'blur' }
  | { kind: 'keydown' | 'keyup'; key: string }
  | { kind: 'focus'; focusVisible: boolean };

/** The keys that activate a button (a link knows only Enter, but shows the press the same way). */
const isActivationKey = (key: string) => key === 'Enter' || key === ' ';

/** The next state; the same object when nothing changed, so React skips the render. */
export function nextInteractionState(state: InteractionState, input: InteractionInput): InteractionState {
  let next: Partial<InteractionState>;
  switch (input.kind) {
    // A touch "hovers" only while the finger is down: react-aria ignores it as well, so a tapped button does not
    // stay highlighted on a phone.
    case 'pointerenter':
      next = { hovered: input.pointerType !== 'touch' };
      break;
    // The main button only: a right click opens the context menu and presses nothing.
    case 'pointerdown':
      next = { pressed: input.button === 0 };
      break;
    case 'pointerleave':
      next = { hovered: false, pressed: false };
      break;
    case 'pointerup':
      next = { pressed: false };
      break;
    // A key pressed on a control focused by a pointer shows the ring from then on, as the browser's :focus-visible.
    case 'keydown':
      next = isActivationKey(input.key) ? { pressed: true, focusVisible: true } : {};
      break;
    case 'keyup':
      next = isActivationKey(input.key) ? { pressed: false } : {};
      break;
    case 'focus':
      next = { focusVisible: input.focusVisible };
      break;
    case 'blur':
      next = { pressed: false, focusVisible: false };
      break;
  }
  const changed = (Object.keys(next) as (keyof InteractionState)[]).some((key) => next[key] !== state[key]);
  return changed ? { ...state, ...next } : state;
}
