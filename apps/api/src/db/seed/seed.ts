import { type Db, one, transaction } from '../sql';
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
export function seedIfEmpty(db: Db, now: Date, options: SeedOptions = {}): boolean {
  seedTournamentsIfEmpty(db);
  // Looked at under the write lock, so API processes starting together on one PostgreSQL server seed it once.
  return transaction(db, () => {
    const count = one<{ n: number }>(db, 'SELECT COUNT(*) AS n FROM categories')?.n ?? 0;
    if (count > 0) return false;
    seedCatalogue(db);
    seedPromotions(db, now);
    seedDemoPlayer(db, now, options.passwordCost);
    // After the demo player, whose history and favourites are drawn from the seeded games alone.
    if (options.games !== undefined) seedExtraGames(db, options.games);
    return true;
  });
}
