import type { CategoryAlias } from './catalogue-data';
import type { Prng } from './prng';

const SLOT_ADJECTIVES = [
  'Golden',
  'Mystic',
  'Lucky',
  'Wild',
  'Royal',
  'Ancient',
  'Frozen',
  'Blazing',
  'Hidden',
  'Electric',
  'Sacred',
  'Crimson',
  'Emerald',
  'Midnight',
  'Thunder',
  'Sunset',
  'Silver',
  'Jade',
  'Cosmic',
  'Savage',
  'Enchanted',
  'Roaring',
  'Sapphire',
  'Shadow',
  'Neon',
  'Phantom',
  'Majestic',
  'Diamond',
  'Fiery',
  'Howling',
  'Lost',
  'Velvet',
  'Stormy',
  'Secret',
  'Raging',
  'Gilded',
  'Arctic',
  'Mighty',
  'Dancing',
  'Twilight',
  'Burning',
  'Glowing',
  'Sunken',
  'Jolly',
  'Spooky',
  'Starlit',
  'Iron',
  'Copper',
  'Misty',
  'Lunar',
];
const SLOT_NOUNS = [
  'Dragon',
  'Pharaoh',
  'Buffalo',
  'Phoenix',
  'Tiger',
  'Temple',
  'Fortune',
  'Treasure',
  'Empire',
  'Jungle',
  'Pirates',
  'Wolves',
  'Gems',
  'Fruits',
  'Sevens',
  'Vikings',
  'Samurai',
  'Oasis',
  'Reef',
  'Volcano',
  'Kingdom',
  'Safari',
  'Carnival',
  'Castle',
  'Galaxy',
  'Panda',
  'Lotus',
  'Horseshoe',
  'Cobra',
  'Mermaid',
  'Scarab',
  'Goddess',
  'Wizard',
  'Bonanza',
  'Eagle',
  'Stallion',
  'Koi',
  'Heist',
  'Gold Rush',
  'Monkey',
  'Owl',
  'Rhino',
  'Lion',
  'Unicorn',
  'Legends',
  'Riches',
  'Crown',
  'Nights',
  'Bells',
  'Clover',
];
const SLOT_SUFFIXES = [
  'Megaways',
  'Deluxe',
  'Hold and Win',
  'Cash Collect',
  'Xmas Edition',
  '1000',
  'Power Reels',
  'Extreme',
  'Link and Win',
  'Respins',
  'Dream Drop',
  'Jackpot King',
  'Remastered',
  'Infinity Reels',
];

const CASUAL_FIRST = [
  'Candy',
  'Bubble',
  'Fruit',
  'Sweet',
  'Jelly',
  'Pop',
  'Puzzle',
  'Pixel',
  'Cookie',
  'Balloon',
  'Gem',
  'Marble',
  'Bingo',
  'Lucky Duck',
  'Scratch',
  'Keno',
  'Plinko',
  'Penguin',
  'Bunny',
  'Hamster',
];
const CASUAL_SECOND = [
  'Blast',
  'Pop',
  'Party',
  'Match',
  'Drop',
  'Frenzy',
  'Rush',
  'Mania',
  'Burst',
  'Bonanza',
  'Smash',
  'Scratch',
  'Splash',
  'Hop',
  'Jam',
  'Carnival',
  'Twist',
  'Fever',
];

const TABLE_PLACES = [
  'Classic',
  'European',
  'American',
  'French',
  'Vegas Strip',
  'Atlantic City',
  'Monte Carlo',
  'Macau',
  'Premier',
  'VIP',
  'Lightning',
  'Speed',
  'Gold',
  'Platinum',
  'Double Ball',
  'Mini',
  'High Limit',
  'Diamond',
  'Royal',
  'Grand',
  'Silver',
  'Midnight',
  'Emerald',
  'Crystal',
  'Riverside',
  'Lucky',
  'Golden',
  'Imperial',
  'Sapphire',
  'Quantum',
  'Turbo',
  'Multihand',
  'First Person',
  'Salon Privé',
  'Triple',
  'Prestige',
];
const TABLE_VARIANTS = ['', 'Pro', 'Deluxe', 'Multihand', 'Gold Series', 'Lite', 'Plus', 'Max'];

const CRASH_FIRST = [
  'Rocket',
  'Aviator',
  'Jet',
  'Space',
  'Moon',
  'Comet',
  'Balloon',
  'Turbo',
  'Star',
  'Sky',
  'Meteor',
  'Orbit',
  'Nitro',
  'Hyper',
  'Rocket Dice',
  'Laser',
  'Pilot',
  'Galaxy',
];
const CRASH_SECOND = ['Crash', 'X', 'Launch', 'Flight', 'Blast', 'Rush', 'Climb', 'Boost', 'Escape', 'Runner'];

const DICE_FIRST = [
  'Hi-Lo',
  'Lucky',
  'Neon',
  'Golden',
  'Cyber',
  'Turbo',
  'Classic',
  'Triple',
  'Sic Bo',
  'Craps',
  'Pirate',
  'Wild',
  'Desert',
  'Dragon',
  'Crystal',
  'Fire',
  'Ice',
  'Royal',
];
const DICE_SECOND = ['Dice', 'Dice Duel', 'Roll', 'Dice Deluxe', 'Dice Rush', 'Dice Party', 'Sic Bo', 'Craps'];

const POKER_GAMES = [
  'Jacks or Better',
  'Deuces Wild',
  'Joker Poker',
  'Bonus Poker',
  'Double Bonus Poker',
  'Aces and Faces',
  'Tens or Better',
  'Double Double Bonus',
  'All American Poker',
  'Aces and Eights',
  'Bonus Deluxe',
];
const POKER_EDITIONS = ['', 'Multihand', 'Power Poker', '10 Play', '50 Play', 'Gold', 'Classic', 'Ultimate'];

const TABLE_GAMES = [
  "Casino Hold'em",
  'Three Card Poker',
  'Caribbean Stud',
  'Pai Gow Poker',
  'Red Dog',
  "Texas Hold'em Bonus",
  'War',
  'Let It Ride',
  'Ultimate Poker',
  'Oasis Poker',
  'Dragon Tiger',
  'Andar Bahar',
  'Teen Patti',
];

const LIVE_SHOWS = [
  'Mega Wheel',
  'Money Drop',
  'Crazy Coin Flip',
  'Deal or Decline',
  'Fortune Wheel',
  'Dream Catcher',
  'Sweet Wheel',
  'Treasure Island',
  'Football Studio',
  'Monopoly Board',
  'Cash Hunt',
  'Lucky Numbers',
  'Funky Time',
  'Gold Vault',
  'Dice City',
  'Mega Ball',
  'Snakes and Ladders',
  'Prize Drop',
];
const LIVE_EDITIONS = ['', 'Live', 'Studio', 'Show', 'Deluxe', 'Extreme'];

const LIVE_DEALER_GAMES = ['Blackjack', 'Roulette', 'Baccarat', "Casino Hold'em", 'Sic Bo', 'Dragon Tiger', 'Craps'];

const join = (...parts: string[]) => parts.filter(Boolean).join(' ');

/** A believable name for a game whose main category is `category`; may repeat, the caller keeps them unique. */
export function gameNameFor(category: CategoryAlias, rng: Prng): string {
  switch (category) {
    case 'blackjack':
      return join(rng.pick(TABLE_PLACES), 'Blackjack', rng.pick(TABLE_VARIANTS));
    case 'roulette':
      return join(rng.pick(TABLE_PLACES), 'Roulette', rng.pick(TABLE_VARIANTS));
    case 'baccarat':
      return join(rng.pick(TABLE_PLACES), rng.chance(0.3) ? 'Punto Banco' : 'Baccarat', rng.pick(TABLE_VARIANTS));
    case 'live':
      return join(rng.pick(LIVE_SHOWS), rng.pick(LIVE_EDITIONS));
    case 'live-dealers':
      return join('Live', rng.pick(TABLE_PLACES), rng.pick(LIVE_DEALER_GAMES));
    case 'crash':
      return join(rng.pick(CRASH_FIRST), rng.pick(CRASH_SECOND));
    case 'dice':
      return join(rng.pick(DICE_FIRST), rng.pick(DICE_SECOND));
    case 'video-poker':
      return join(rng.pick(POKER_GAMES), rng.pick(POKER_EDITIONS));
    case 'table':
      return join(rng.pick(TABLE_PLACES), rng.pick(TABLE_GAMES));
    case 'casual':
      return join(rng.pick(CASUAL_FIRST), rng.pick(CASUAL_SECOND));
    default:
      return join(rng.pick(SLOT_ADJECTIVES), rng.pick(SLOT_NOUNS), rng.chance(0.35) ? rng.pick(SLOT_SUFFIXES) : '');
  }
}

/** `Vegas Strip Blackjack` → `vegas-strip-blackjack`; accents and apostrophes fold away. */
export function toAlias(name: string): string {
  return name
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/'/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}
