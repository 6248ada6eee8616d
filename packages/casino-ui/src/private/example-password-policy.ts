/** A password policy for stories and tests (the checklist's `policy`): a product passes its own. */
export const EXAMPLE_PASSWORD_POLICY = { minLength: 8, specialCharacters: '!@#$%^&_*' } as const;
