/** Categories of the home sections, side menu and footer (docs/product.md#routes) with lucide icon names (`img`). */
export const CATEGORIES = [
  { alias: 'popular', name: 'Popular Games', img: 'flame', isPublic: 1 },
  { alias: 'new-releases', name: 'New Releases', img: 'sparkles', isPublic: 1 },
  { alias: 'slots', name: 'Slots', img: 'cherry', isPublic: 1 },
  { alias: 'casual', name: 'Casual Games', img: 'puzzle', isPublic: 1 },
  { alias: 'blackjack', name: 'Blackjack', img: 'spade', isPublic: 1 },
  { alias: 'roulette', name: 'Roulette', img: 'circle-dot', isPublic: 1 },
  { alias: 'baccarat', name: 'Baccarat', img: 'club', isPublic: 1 },
  { alias: 'live', name: 'Live Casino', img: 'video', isPublic: 1 },
  { alias: 'crash', name: 'Crash Games', img: 'rocket', isPublic: 1 },
  { alias: 'dice', name: 'Dice', img: 'dices', isPublic: 1 },
  { alias: 'video-poker', name: 'Video Poker', img: 'diamond', isPublic: 1 },
  { alias: 'live-dealers', name: 'Live Dealers', img: 'users', isPublic: 1 },
  { alias: 'table', name: 'Table Games', img: 'table-2', isPublic: 1 },
  // Hidden on purpose: the client must filter on is_public (docs/product.md#entities).
  { alias: 'qa-sandbox', name: 'QA Sandbox', img: null, isPublic: 0 },
] as const;

export type CategoryAlias = (typeof CATEGORIES)[number]['alias'];

/** How many games take each category as their main one: the seeded catalogue's 2,100 games. */
export const PRIMARY_COUNTS: readonly (readonly [CategoryAlias, number])[] = [
  ['slots', 1300],
  ['casual', 200],
  ['blackjack', 80],
  ['roulette', 80],
  ['baccarat', 60],
  ['live', 80],
  ['crash', 60],
  ['dice', 60],
  ['video-poker', 60],
  ['live-dealers', 60],
  ['table', 60],
];

export const SEEDED_GAME_COUNT = PRIMARY_COUNTS.reduce((sum, [, count]) => sum + count, 0);

/** Game release dates count back from this fixed day, not from "now", so two fresh databases hold identical games. */
export const CATALOGUE_EPOCH = Date.parse('2026-11-01T00:00:00.000Z');
export const DAY_MS = 86_400_000;

/** Invented studio names; live-dealer games come from the studios whose names say so. */
export const PROVIDERS = [
  'Aurora Reels',
  'Blue Lantern Games',
  'Copperhead Studios',
  'Dreamforge Interactive',
  'Emberline Gaming',
  'Foxglove Play',
  'Granite Peak Games',
  'Harbor Lights Studio',
  'Ironclad Play',
  'Jadestone Gaming',
  'Kestrel Interactive',
  'Lumen Spin',
  'Moonpetal Games',
  'Nimbus Reels',
  'Orchid Bay Studios',
  'Pinecrest Gaming',
  'Quartz Forge',
  'Riverstone Play',
  'Silverleaf Studios',
  'Tidewater Games',
  'Umbra Interactive',
  'Velvet Crown Gaming',
  'Wildmere Studios',
  'Zephyr Live',
  'Grand Salon Live',
] as const;

export const LIVE_PROVIDERS = ['Zephyr Live', 'Grand Salon Live', 'Velvet Crown Gaming'] as const;

/** The fallback currencies of docs/product.md#sign-up first (USD, EUR, GBP). */
export const CURRENCIES = ['USD', 'EUR', 'GBP', 'CAD', 'AUD', 'BRL', 'NZD'] as const;

export const LANGUAGES = [
  { code: 'en', name: 'English' },
  { code: 'de', name: 'Deutsch' },
  { code: 'es', name: 'Español' },
] as const;

/**
 * Amounts are minor units of the player's currency; `minDeposit` is the smallest deposit the text states, and
 * `firstDepositOnly` whether it states that it pays on a first deposit alone, `weekendsOnly` whether it pays on
 * deposits from Friday to Sunday (UTC) alone, once a weekend, and `bonusDays` how many days after it was paid a bonus
 * not yet wagered through expires (null: never).
 */
export const PROMOTIONS = [
  {
    alias: 'welcome-bonus',
    title: 'Welcome Bonus 100% up to $500',
    description:
      'Double your first deposit: we match it 100% up to $500 in bonus funds. Deposit at least $20, then play the bonus through 35 times within 30 days to turn it into withdrawable cash. Slots count 100% towards wagering, table games 10%.',
    bonusPercent: 100,
    maxBonus: 50_000,
    minDeposit: 2_000,
    firstDepositOnly: true,
    weekendsOnly: false,
    bonusDays: 30,
    wagering: 35,
    validDays: 90,
  },
  {
    alias: 'weekend-reload',
    title: 'Weekend Reload 50%',
    description:
      'Every Friday to Sunday, top up with at least $30 and receive a 50% reload bonus up to $250. One reload per weekend; the bonus carries a 30x wagering requirement and expires seven days after activation.',
    bonusPercent: 50,
    maxBonus: 25_000,
    minDeposit: 3_000,
    firstDepositOnly: false,
    weekendsOnly: true,
    bonusDays: 7,
    wagering: 30,
    validDays: 60,
  },
  {
    alias: 'weekly-cashback',
    title: '10% Weekly Cashback',
    description:
      "Get 10% of last week's net losses back every Monday, up to $1,000, paid as real cash with no wagering. Net losses are deposits minus withdrawals and the current balance, counted from Monday 00:00 to Sunday 23:59 UTC.",
    bonusPercent: 10,
    maxBonus: 100_000,
    minDeposit: 0,
    firstDepositOnly: false,
    weekendsOnly: false,
    bonusDays: null,
    wagering: 0,
    validDays: null,
  },
  {
    alias: 'free-spins-friday',
    title: 'Free Spins Friday',
    description:
      'Deposit $25 or more on a Friday and collect 50 free spins on the featured slot of the week. Spins are worth $0.20 each, winnings are credited as bonus funds with a 25x wagering requirement.',
    bonusPercent: 0,
    maxBonus: 1_000,
    minDeposit: 2_500,
    firstDepositOnly: false,
    weekendsOnly: false,
    bonusDays: null,
    wagering: 25,
    validDays: 30,
  },
  {
    alias: 'high-roller',
    title: 'High Roller 25% up to $2,000',
    description:
      'For deposits of $1,000 or more: a 25% bonus up to $2,000 with a reduced 20x wagering requirement and priority withdrawals for the lifetime of the bonus.',
    bonusPercent: 25,
    maxBonus: 200_000,
    minDeposit: 100_000,
    firstDepositOnly: false,
    weekendsOnly: false,
    bonusDays: null,
    wagering: 20,
    validDays: 120,
  },
] as const;
