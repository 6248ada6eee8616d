import { type DOMAttributes, type FocusEvent, type KeyboardEvent, type PointerEvent, useState } from 'react';
import { type InteractionInput, idleInteraction, nextInteractionState } from './interaction-state';

type Handlers<E> = Pick<
  DOMAttributes<E>,
  | 'onPointerEnter'
  | 'onPointerLeave'
  | 'onPointerDown'
  | 'onPointerUp'
  | 'onPointerCancel'
  | 'onKeyDown'
  | 'onKeyUp'
  | 'onFocus'
  | 'onBlur'
>;

/** The browser's own judgement of keyboard focus; an engine without `:focus-visible` throws and shows no ring. */
function matchesFocusVisible(element: Element): boolean {
  try {
    return element.matches(':focus-visible');
  } catch {
    return false;
  }
}

/**
 * Tracks hover, press and keyboard focus of a native control and reports them as the `data-hovered`,
 * `data-pressed` and `data-focus-visible` attributes the styles key off. `handlers` are the caller's own event
 * props: each still runs, before the state update. A disabled control reports no hover or press.
 */
export function useInteractionState<E extends Element>(isDisabled: boolean, handlers: Handlers<E>) {
  const [state, setState] = useState(idleInteraction);
  const update = (input: InteractionInput) => setState((current) => nextInteractionState(current, input));
  const pointer = (kind: 'pointerenter' | 'pointerdown') => (event: PointerEvent<E>) =>
    update({ kind, pointerType: event.pointerType, button: event.button });
  const key = (kind: 'keydown' | 'keyup') => (event: KeyboardEvent<E>) => update({ kind, key: event.key });
  const plain = (kind: 'pointerleave' | 'pointerup' | 'blur') => () => update({ kind });
  const ours: Required<Handlers<E>> = {
    onPointerEnter: pointer('pointerenter'),
    onPointerDown: pointer('pointerdown'),
    onPointerLeave: plain('pointerleave'),
    onPointerUp: plain('pointerup'),
    onPointerCancel: plain('pointerup'),
    onKeyDown: key('keydown'),
    onKeyUp: key('keyup'),
    onFocus: (event: FocusEvent<E>) =>
      update({ kind: 'focus', focusVisible: matchesFocusVisible(event.currentTarget) }),
    onBlur: plain('blur'),
  };
  const eventProps: Handlers<E> = {};
  for (const name of Object.keys(ours) as (keyof Handlers<E>)[]) {
    const theirs = handlers[name] as ((event: unknown) => void) | undefined;
    const mine = ours[name] as (event: unknown) => void;
    eventProps[name] = (event: unknown) => {
      theirs?.(event);
      mine(event);
    };
  }
  return {
    stateProps: {
      'data-hovered': (state.hovered && !isDisabled) || undefined,
      'data-pressed': (state.pressed && !isDisabled) || undefined,
      'data-focus-visible': state.focusVisible || undefined,
    },
    eventProps,
  };
}
