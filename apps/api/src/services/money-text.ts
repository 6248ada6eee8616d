/** An amount in a refusal message (written as docs/product.md#error-texts writes amounts, "1.00 USD"): the API's answers carry minor units everywhere else. */
export const majorUnits = (minor: number) => (minor / 100).toFixed(2);
