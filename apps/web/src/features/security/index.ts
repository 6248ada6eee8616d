// The security feature's public entry: the profile's Security sections (two-step sign-in, signed-in devices).

/** Loaded with the profile page, in a chunk of its own: the QR code library loads later still, for a setup. */
export const loadSecuritySections = () => import('./components/security-sections').then((m) => m.SecuritySections);
