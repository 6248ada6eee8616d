import axe from 'axe-core';

/**
 * Runs axe on a rendered container and returns the violations, with `target-size` switched on (it is off by
 * default). jsdom cannot compute colours or layout, so colour-contrast is checked in the Storybook browser run.
 */
export async function axeViolations(container: Element): Promise<axe.Result[]> {
  const result = await axe.run(container, {
    rules: { 'color-contrast': { enabled: false }, 'target-size': { enabled: true } },
  });
  return result.violations;
}
