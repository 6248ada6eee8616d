// Modules the app loads on demand (the API client's answer check, the reality-check dialog, the active bonus) are
// loaded once before
// the tests: a test on a fake clock then never races the real time a cold module transform takes.
await Promise.all([
  import('../src/lib/answer-validation'),
  import('../src/features/responsible-gaming/components/reality-check-dialog'),
  import('../src/features/promotions/components/active-bonus'),
]);

export {};
