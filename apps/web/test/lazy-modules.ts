// Modules the app loads on demand (the API client's answer check and the schemas it loads, the reality-check dialog,
// the active bonus) are loaded once before the tests: a test on a fake clock then never races the real time a cold
// module transform takes.
const { ENDPOINT_GROUP, loadEndpoint } = await import('@casino/api-contract');
await Promise.all([
  import('../src/lib/api/check-answer-text'),
  // The schemas of every area of the API, which the answer check loads with each area's first answer.
  ...Object.keys(ENDPOINT_GROUP).map((name) => loadEndpoint(name as keyof typeof ENDPOINT_GROUP)),
  import('../src/features/responsible-gaming/components/reality-check-dialog'),
  import('../src/features/promotions/components/active-bonus'),
]);

export {};
