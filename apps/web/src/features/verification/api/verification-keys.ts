/** Every query key of identity verification, built only here. */
export const verificationKeys = {
  all: ['verification'] as const,
  summary: () => [...verificationKeys.all, 'summary'] as const,
};
