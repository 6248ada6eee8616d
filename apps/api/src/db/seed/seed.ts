import { type Database, one } from '../sql';
import { seedCatalogue, seedPromotions } from './catalogue-seed';
import { seedDemoPlayer } from './demo-player-seed';
import { seedExtraGames } from './extra-games-seed';
import { seedTournamentsIfEmpty } from './tournament-seed';

export type SeedOptions = {
  passwordCost?: number;
  /** `SEED_GAMES`: the catalogue grows to this many games with generated ones; unset keeps the seeded 2,100. */
  games?: number;
};

/** Seeds only an empty database, so a restart keeps whatever players did since (brief: kept across restarts). */
export async function seedIfEmpty(db: Database, now: Date, options: SeedOptions = {}): Promise<boolean> {
  await seedTournamentsIfEmpty(db);
  // Looked at under the one-time lock, so API processes starting together on one PostgreSQL server seed it once.
  return db.exclusive(async (tx) => {
    const count = (await one<{ n: number }>(tx, 'SELECT COUNT(*) AS n FROM categories'))?.n ?? 0;
    if (count > 0) return false;
    await seedCatalogue(tx);
    await seedPromotions(tx, now);
    await seedDemoPlayer(tx, now, options.passwordCost);
    // After the demo player, whose history and favourites are drawn from the seeded games alone.
    if (options.games !== undefined) await seedExtraGames(tx, options.games);
    return true;
  });
}
