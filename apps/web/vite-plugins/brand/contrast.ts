import type { ColorScheme, Tokens } from '@casino/ui';
import { parse, wcagContrast } from 'culori';

type ColorToken = keyof Tokens['color'];

/** WCAG 2.2 AA minimums: 1.4.3 for text (large text may go to 3:1), 1.4.11 for UI parts and the icons that mean something. */
export const AA_MINIMUM = { text: 4.5, ui: 3 } as const;

/** A colour the components draw on a ground, and what it is there. */
export type ContrastPair = { fore: ColorToken; ground: ColorToken; kind: keyof typeof AA_MINIMUM };

const onEach = (fores: ColorToken[], grounds: ColorToken[], kind: ContrastPair['kind']): ContrastPair[] =>
  fores.flatMap((fore) => grounds.map((ground) => ({ fore, ground, kind })));

/**
 * Every colour pair casino-ui's components and the app's pages draw: body, secondary and link text on the page, its
 * cards and raised parts; status texts on the page and cards; text on filled buttons; focus rings and status icons
 * and borders, which must stand out from the ground as UI parts. A brand folder's tokens must pass all of them.
 */
export const CONTRAST_PAIRS: readonly ContrastPair[] = [
  ...onEach(['text', 'textMuted', 'link'], ['background', 'surface', 'surfaceRaised'], 'text'),
  ...onEach(['danger', 'success', 'warning'], ['background', 'surface'], 'text'),
  ...onEach(['onPrimary'], ['primary', 'primaryHover'], 'text'),
  ...onEach(['onDanger'], ['danger'], 'text'),
  ...onEach(['focusRing'], ['background', 'surface', 'surfaceRaised'], 'ui'),
  ...onEach(['accent'], ['surface'], 'ui'),
];

/** The WCAG 2 contrast ratio of two CSS colours; throws on a colour it cannot read or one that lets the ground through. */
export function contrastRatio(fore: string, ground: string): number {
  for (const color of [fore, ground]) {
    const parsed = parse(color);
    if (!parsed) throw new Error(`"${color}" is not a CSS colour`);
    if ((parsed.alpha ?? 1) < 1) throw new Error(`"${color}" is see-through: its contrast depends on what is below`);
  }
  return wcagContrast(fore, ground);
}

/** One pair below its minimum, as the build names it. */
export type ContrastFailure = ContrastPair & { scheme: ColorScheme; ratio: number; minimum: number };

/** The pairs of `schemes` below their AA minimum, in the order of `pairs`, each scheme in turn. */
export function contrastFailures(
  schemes: Record<ColorScheme, Tokens>,
  pairs: readonly ContrastPair[] = CONTRAST_PAIRS,
): ContrastFailure[] {
  return (Object.keys(schemes) as ColorScheme[]).flatMap((scheme) =>
    pairs.flatMap((pair) => {
      const ratio = contrastRatio(schemes[scheme].color[pair.fore], schemes[scheme].color[pair.ground]);
      const minimum = AA_MINIMUM[pair.kind];
      return ratio < minimum ? [{ ...pair, scheme, ratio, minimum }] : [];
    }),
  );
}

/** A failure as one line: `dark: textMuted on surface is 3.21:1, text needs 4.5:1`. */
export const describeFailure = (failure: ContrastFailure): string =>
  `${failure.scheme}: ${failure.fore} on ${failure.ground} is ${(Math.floor(failure.ratio * 100) / 100).toFixed(2)}:1, ` +
  `${failure.kind === 'text' ? 'text' : 'a UI part'} needs ${failure.minimum}:1`;
