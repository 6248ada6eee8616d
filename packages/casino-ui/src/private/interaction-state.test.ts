import {
  type InteractionInput,
  type InteractionState,
  idleInteraction,
  nextInteractionState,
} from './interaction-state';

const state = (patch: Partial<InteractionState> = {}): InteractionState => ({ ...idleInteraction, ...patch });

describe('nextInteractionState', () => {
  it.each<[string, InteractionState, InteractionInput, InteractionState]>([
    [
      'a mouse entering hovers',
      state(),
      { kind: 'pointerenter', pointerType: 'mouse', button: -1 },
      state({ hovered: true }),
    ],
    [
      'a pen entering hovers',
      state(),
      { kind: 'pointerenter', pointerType: 'pen', button: -1 },
      state({ hovered: true }),
    ],
    ['a finger entering does not hover', state(), { kind: 'pointerenter', pointerType: 'touch', button: -1 }, state()],
    [
      'the main button presses',
      state({ hovered: true }),
      { kind: 'pointerdown', pointerType: 'mouse', button: 0 },
      state({ hovered: true, pressed: true }),
    ],
    ['a right click does not press', state(), { kind: 'pointerdown', pointerType: 'mouse', button: 2 }, state()],
    [
      'releasing ends the press',
      state({ hovered: true, pressed: true }),
      { kind: 'pointerup' },
      state({ hovered: true }),
    ],
    ['leaving ends hover and press', state({ hovered: true, pressed: true }), { kind: 'pointerleave' }, state()],
    [
      'Enter presses and shows the ring',
      state(),
      { kind: 'keydown', key: 'Enter' },
      state({ pressed: true, focusVisible: true }),
    ],
    [
      'Space presses and shows the ring',
      state(),
      { kind: 'keydown', key: ' ' },
      state({ pressed: true, focusVisible: true }),
    ],
    ['another key changes nothing', state(), { kind: 'keydown', key: 'a' }, state()],
    [
      'releasing Space ends the press',
      state({ pressed: true, focusVisible: true }),
      { kind: 'keyup', key: ' ' },
      state({ focusVisible: true }),
    ],
    ['keyboard focus shows the ring', state(), { kind: 'focus', focusVisible: true }, state({ focusVisible: true })],
    [
      'pointer focus shows no ring',
      state({ hovered: true, pressed: true }),
      { kind: 'focus', focusVisible: false },
      state({ hovered: true, pressed: true }),
    ],
    [
      'blur ends press and ring',
      state({ hovered: true, pressed: true, focusVisible: true }),
      { kind: 'blur' },
      state({ hovered: true }),
    ],
  ])('%s', (_, before, input, after) => {
    expect(nextInteractionState(before, input)).toEqual(after);
  });

  it('returns the same object when nothing changes, so React skips the render', () => {
    const hovered = state({ hovered: true });
    expect(nextInteractionState(hovered, { kind: 'pointerenter', pointerType: 'mouse', button: -1 })).toBe(hovered);
    expect(nextInteractionState(hovered, { kind: 'keyup', key: 'Enter' })).toBe(hovered);
  });
});
