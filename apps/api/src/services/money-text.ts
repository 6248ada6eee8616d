/** An amount in a refusal message (spec §8 style, "1.00 USD"): the API's answers carry minor units everywhere else. */
export const majorUnits = (minor: number) => (minor / 100).toFixed(2);
