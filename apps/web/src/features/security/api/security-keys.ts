/** Every query key of the profile's Security part, built only here. */
export const securityKeys = {
  all: ['security'] as const,
  twoStep: () => [...securityKeys.all, 'two-step'] as const,
  devices: () => [...securityKeys.all, 'devices'] as const,
};
