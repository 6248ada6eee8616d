// Made-up sample data for stories only; never exported from the package.

/** Offline artwork for stories: a gradient with the game's initials, sized like real portrait art. */
export function sampleArt(label: string, hue: number): string {
  const initials = label
    .split(/\s+/)
    .map((word) => word[0])
    .join('')
    .slice(0, 3);
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="300" height="400" viewBox="0 0 300 400"><defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="hsl(${hue} 80% 55%)"/><stop offset="1" stop-color="hsl(${(hue + 60) % 360} 70% 25%)"/></linearGradient></defs><rect width="300" height="400" fill="url(#g)"/><text x="150" y="220" font-family="sans-serif" font-size="96" font-weight="700" fill="white" text-anchor="middle">${initials}</text></svg>`;
  return `data:image/svg+xml,${encodeURIComponent(svg)}`;
}

/** Made-up casino games for stories. */
export const sampleGames = [
  ['Pharaoh’s Fortune Deluxe', 'Nebula Spins'],
  ['Starlight Sevens', 'Lucky Orbit'],
  ['Dragon Vault', 'Red Lantern Games'],
  ['Neon Roulette', 'Velvet Live'],
  ['Crash Comet', 'Rocket Reels'],
  ['Blackjack Royale', 'Velvet Live'],
  ['Fruit Fiesta 243', 'Nebula Spins'],
  ['Golden Buffalo Rush', 'Prairie Play'],
  ['Dice Duel', 'Rocket Reels'],
  ['Aztec Sun Megaways', 'Red Lantern Games'],
  ['Baccarat Lounge', 'Velvet Live'],
  ['Viking Thunder', 'Lucky Orbit'],
].map(([name = '', provider = ''], index) => ({
  id: index + 1,
  name,
  provider,
  href: `/games/${name
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '')}`,
  imageSrc: sampleArt(name, (index * 47) % 360),
}));
