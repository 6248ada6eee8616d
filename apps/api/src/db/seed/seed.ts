import { type Db, one, transaction } from '../sql';
import { seedCatalogue } from './catalogue-seed';
import { seedDemoPlayer } from './demo-player-seed';
import { seedTournamentsIfEmpty } from './tournament-seed';

/** Seeds only an empty database, so a restart keeps whatever players did since (brief: kept across restarts). */
export function seedIfEmpty(db: Db, now: Date, passwordCost?: number): boolean {
  seedTournamentsIfEmpty(db);
  const count = one<{ n: number }>(db, 'SELECT COUNT(*) AS n FROM categories')?.n ?? 0;
  if (count > 0) return false;
  transaction(db, () => {
    seedCatalogue(db, now);
    seedDemoPlayer(db, now, passwordCost);
  });
  return true;
}
