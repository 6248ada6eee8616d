/** The card brands the cashier shows (docs/product.md#dialogs-and-widgets). */
export const cardBrands = ['visa', 'mastercard'] as const;

export type CardBrand = (typeof cardBrands)[number];

// Issuer ranges as published by the networks: Visa is every number starting with 4; Mastercard is 51–55 plus the
// 2-series 2221–2720 added in 2017.
const MASTERCARD_TWO_DIGIT = { min: 51, max: 55 } as const;
const MASTERCARD_FOUR_DIGIT = { min: 2221, max: 2720 } as const;

/**
 * The brand of a card from the first digits typed, or `null` while the prefix cannot tell yet (too short, or an
 * ambiguous start such as `2` or `22`) and for any other brand. Spaces and dashes are ignored, so the value of a
 * formatted card-number field can be passed as is.
 */
export function detectCardBrand(cardNumberPrefix: string): CardBrand | null {
  const digits = cardNumberPrefix.replace(/[\s-]/g, '');
  if (!/^\d+$/.test(digits)) return null;

  if (digits.startsWith('4')) return 'visa';

  if (digits.length >= 2) {
    const firstTwo = Number(digits.slice(0, 2));
    if (firstTwo >= MASTERCARD_TWO_DIGIT.min && firstTwo <= MASTERCARD_TWO_DIGIT.max) return 'mastercard';
  }

  if (digits.length >= 4) {
    const firstFour = Number(digits.slice(0, 4));
    if (firstFour >= MASTERCARD_FOUR_DIGIT.min && firstFour <= MASTERCARD_FOUR_DIGIT.max) return 'mastercard';
  }

  return null;
}
