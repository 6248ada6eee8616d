/**
 * Every query key of identity verification, built only here. Below the feature: the live account stream marks them
 * stale, and importing the feature's entry would put its page's loaders on every page.
 */
export const verificationKeys = {
  all: ['verification'] as const,
  summary: () => [...verificationKeys.all, 'summary'] as const,
};
