import { continueState, wizardPosition } from './wizard-logic';

describe('wizardPosition', () => {
  it.each([
    // currentStep, stepCount, index, isFirst, isLast
    [0, 2, 0, true, false],
    [1, 2, 1, false, true],
    [0, 3, 0, true, false],
    [1, 3, 1, false, false],
    [2, 3, 2, false, true],
    [0, 1, 0, true, true],
    [-1, 2, 0, true, false],
    [5, 2, 1, false, true],
    [1.6, 3, 1, false, false],
    [Number.NaN, 3, 0, true, false],
    [0, 0, 0, true, true],
  ])('step %s of %s is index %s (first %s, last %s)', (currentStep, stepCount, index, isFirst, isLast) => {
    expect(wizardPosition(currentStep, stepCount)).toMatchObject({ index, stepNumber: index + 1, isFirst, isLast });
  });
});

describe('continueState', () => {
  const validatingText = 'Checking…';
  it.each([
    // canContinue, isValidating, continueDisabledReason, isBlocked, reason
    [true, false, undefined, false, undefined],
    [true, false, 'Fill in every field', false, undefined],
    [false, false, 'Fill in every field', true, 'Fill in every field'],
    [false, false, undefined, true, undefined],
    [false, false, '', true, undefined],
    [true, true, undefined, true, 'Checking…'],
    [false, true, 'Fill in every field', true, 'Checking…'],
  ])(
    'canContinue %s, validating %s, reason %s: blocked %s with reason %s',
    (canContinue, isValidating, continueDisabledReason, isBlocked, reason) => {
      expect(continueState({ canContinue, isValidating, continueDisabledReason, validatingText })).toEqual({
        isBlocked,
        reason,
      });
    },
  );
});
