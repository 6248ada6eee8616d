import { postgresDdl } from './postgres/postgres-ddl';
import { type Database, type Db, one, run } from './sql';

type Migration = {
  version: number;
  name: string;
  /** SQLite's DDL; PostgreSQL reads it through postgresDdl. */
  sql: string;
  /** What PostgreSQL runs instead, given the translated `sql`, where the engines differ beyond a translation. */
  postgres?: (translated: string) => string;
};

/**
 * Append only: a database already at version N runs only the migrations after N. Money columns are INTEGER minor
 * units (docs/product.md#money); instants that code compares are epoch milliseconds, instants that are
 * shown are ISO strings.
 */
const MIGRATIONS: Migration[] = [
  {
    version: 1,
    name: 'catalogue',
    postgres: (translated) => `CREATE EXTENSION IF NOT EXISTS citext;\n${translated}`,
    sql: `
      CREATE TABLE categories (
        id INTEGER PRIMARY KEY,
        alias TEXT NOT NULL UNIQUE,
        name TEXT NOT NULL,
        img TEXT,
        is_public INTEGER NOT NULL DEFAULT 1 CHECK (is_public IN (0, 1)),
        sort_order INTEGER NOT NULL DEFAULT 0,
        created_at TEXT NOT NULL,
        updated_at TEXT NOT NULL
      );
      CREATE TABLE providers (
        id INTEGER PRIMARY KEY,
        name TEXT NOT NULL UNIQUE COLLATE NOCASE
      );
      CREATE TABLE games (
        id INTEGER PRIMARY KEY,
        alias TEXT NOT NULL UNIQUE,
        name TEXT NOT NULL,
        provider_id INTEGER NOT NULL REFERENCES providers(id),
        image TEXT NOT NULL,
        popularity INTEGER NOT NULL DEFAULT 0,
        released_at TEXT NOT NULL
      );
      CREATE INDEX games_provider ON games(provider_id);
      CREATE INDEX games_popularity ON games(popularity DESC);
      CREATE TABLE game_categories (
        game_id INTEGER NOT NULL REFERENCES games(id) ON DELETE CASCADE,
        category_id INTEGER NOT NULL REFERENCES categories(id) ON DELETE CASCADE,
        PRIMARY KEY (game_id, category_id)
      );
      CREATE INDEX game_categories_category ON game_categories(category_id);
      CREATE TABLE currencies (code TEXT PRIMARY KEY, sort_order INTEGER NOT NULL DEFAULT 0);
      CREATE TABLE languages (code TEXT PRIMARY KEY, name TEXT NOT NULL, sort_order INTEGER NOT NULL DEFAULT 0);
      CREATE TABLE promotions (
        id INTEGER PRIMARY KEY,
        alias TEXT NOT NULL UNIQUE,
        title TEXT NOT NULL,
        description TEXT NOT NULL,
        image TEXT,
        bonus_percent INTEGER NOT NULL,
        max_bonus INTEGER NOT NULL,
        wagering INTEGER NOT NULL,
        valid_until TEXT
      );
    `,
  },
  {
    version: 2,
    name: 'players-and-sessions',
    sql: `
      CREATE TABLE users (
        id INTEGER PRIMARY KEY,
        login TEXT NOT NULL UNIQUE COLLATE NOCASE,
        email TEXT NOT NULL UNIQUE COLLATE NOCASE,
        password_hash TEXT NOT NULL,
        balance INTEGER NOT NULL DEFAULT 0 CHECK (balance >= 0),
        currency TEXT NOT NULL DEFAULT 'USD',
        lang TEXT NOT NULL DEFAULT 'en',
        country TEXT,
        email_verified INTEGER NOT NULL DEFAULT 0,
        created_at TEXT NOT NULL
      );
      CREATE TABLE profiles (
        user_id INTEGER PRIMARY KEY REFERENCES users(id) ON DELETE CASCADE,
        first_name TEXT NOT NULL,
        last_name TEXT NOT NULL,
        date_birth TEXT NOT NULL,
        gender TEXT NOT NULL CHECK (gender IN ('m', 'f')),
        city TEXT NOT NULL,
        state TEXT NOT NULL,
        postcode TEXT NOT NULL,
        address TEXT NOT NULL,
        phone_code TEXT NOT NULL,
        phone_number TEXT NOT NULL,
        privacy INTEGER NOT NULL DEFAULT 0
      );
      -- One family per login; every refresh rotation stays in it so a reused token can revoke the lot.
      CREATE TABLE session_families (
        id INTEGER PRIMARY KEY,
        user_id INTEGER NOT NULL REFERENCES users(id) ON DELETE CASCADE,
        created_at INTEGER NOT NULL,
        revoked_at INTEGER
      );
      CREATE INDEX session_families_user ON session_families(user_id);
      CREATE TABLE access_tokens (
        token_hash TEXT PRIMARY KEY,
        family_id INTEGER NOT NULL REFERENCES session_families(id) ON DELETE CASCADE,
        user_id INTEGER NOT NULL REFERENCES users(id) ON DELETE CASCADE,
        expires_at INTEGER NOT NULL,
        revoked_at INTEGER
      );
      CREATE TABLE refresh_tokens (
        token_hash TEXT PRIMARY KEY,
        family_id INTEGER NOT NULL REFERENCES session_families(id) ON DELETE CASCADE,
        user_id INTEGER NOT NULL REFERENCES users(id) ON DELETE CASCADE,
        expires_at INTEGER NOT NULL,
        used_at INTEGER
      );
      CREATE TABLE password_resets (
        token_hash TEXT PRIMARY KEY,
        user_id INTEGER NOT NULL REFERENCES users(id) ON DELETE CASCADE,
        expires_at INTEGER NOT NULL,
        used_at INTEGER
      );
      CREATE TABLE outbox (
        id INTEGER PRIMARY KEY,
        to_address TEXT NOT NULL,
        subject TEXT NOT NULL,
        text TEXT NOT NULL,
        html TEXT NOT NULL,
        created_at TEXT NOT NULL
      );
    `,
  },
  {
    version: 3,
    name: 'player-history',
    // SQLite numbers every row; the favourites list breaks ties of one instant by it, so PostgreSQL gets one too.
    postgres: (translated) =>
      `${translated}\nALTER TABLE favorites ADD COLUMN rowid BIGINT GENERATED ALWAYS AS IDENTITY;`,
    sql: `
      CREATE TABLE promotion_histories (
        id INTEGER PRIMARY KEY,
        user_id INTEGER NOT NULL REFERENCES users(id) ON DELETE CASCADE,
        promotion_id INTEGER NOT NULL REFERENCES promotions(id),
        status TEXT NOT NULL CHECK (status IN ('active', 'cancelled', 'completed')),
        activated_at TEXT NOT NULL
      );
      CREATE TABLE bets (
        id INTEGER PRIMARY KEY,
        user_id INTEGER NOT NULL REFERENCES users(id) ON DELETE CASCADE,
        game_id INTEGER NOT NULL REFERENCES games(id),
        stake INTEGER NOT NULL,
        win INTEGER NOT NULL,
        currency TEXT NOT NULL,
        created_at TEXT NOT NULL
      );
      CREATE INDEX bets_user ON bets(user_id, created_at DESC);
      CREATE TABLE transactions (
        id INTEGER PRIMARY KEY,
        user_id INTEGER NOT NULL REFERENCES users(id) ON DELETE CASCADE,
        type TEXT NOT NULL,
        amount INTEGER NOT NULL,
        balance_after INTEGER NOT NULL,
        currency TEXT NOT NULL,
        status TEXT NOT NULL,
        description TEXT NOT NULL,
        created_at TEXT NOT NULL
      );
      CREATE INDEX transactions_user ON transactions(user_id, created_at DESC);
      CREATE TABLE favorites (
        user_id INTEGER NOT NULL REFERENCES users(id) ON DELETE CASCADE,
        game_id INTEGER NOT NULL REFERENCES games(id) ON DELETE CASCADE,
        created_at TEXT NOT NULL,
        PRIMARY KEY (user_id, game_id)
      );
      CREATE TABLE withdrawals (
        id INTEGER PRIMARY KEY,
        transaction_id TEXT NOT NULL UNIQUE,
        user_id INTEGER NOT NULL REFERENCES users(id) ON DELETE CASCADE,
        amount INTEGER NOT NULL,
        currency TEXT NOT NULL,
        method TEXT NOT NULL,
        destination TEXT NOT NULL,
        status TEXT NOT NULL CHECK (status IN ('pending', 'cancelled', 'completed', 'rejected')),
        created_at TEXT NOT NULL
      );
      CREATE INDEX withdrawals_user ON withdrawals(user_id, created_at DESC);
    `,
  },
  {
    version: 10,
    name: 'phone-one-time-codes',
    sql: `
      -- One live code per phone number (E.164); a new send replaces it. Only the digest of the code is kept.
      CREATE TABLE phone_codes (
        phone TEXT PRIMARY KEY,
        code_hash TEXT NOT NULL,
        sent_at INTEGER NOT NULL,
        expires_at INTEGER NOT NULL,
        attempts INTEGER NOT NULL DEFAULT 0,
        verified_at INTEGER
      );
    `,
  },
  {
    version: 11,
    name: 'email-verifications',
    sql: `
      CREATE TABLE email_verifications (
        token_hash TEXT PRIMARY KEY,
        user_id INTEGER NOT NULL REFERENCES users(id) ON DELETE CASCADE,
        expires_at INTEGER NOT NULL,
        used_at INTEGER
      );
      CREATE INDEX email_verifications_user ON email_verifications(user_id);
    `,
  },
  {
    version: 20,
    name: 'game-sessions-and-recent-games',
    postgres: (translated) =>
      `${translated}\nALTER TABLE recent_games ADD COLUMN rowid BIGINT GENERATED ALWAYS AS IDENTITY;`,
    sql: `
      -- A real-money launch of the demo slot: the URL carries the token, only its digest is kept.
      CREATE TABLE game_sessions (
        token_hash TEXT PRIMARY KEY,
        user_id INTEGER NOT NULL REFERENCES users(id) ON DELETE CASCADE,
        game_id INTEGER NOT NULL REFERENCES games(id) ON DELETE CASCADE,
        created_at INTEGER NOT NULL,
        expires_at INTEGER NOT NULL
      );
      CREATE INDEX game_sessions_user ON game_sessions(user_id);
      -- One row per player and game: a new launch moves the game to the top.
      CREATE TABLE recent_games (
        user_id INTEGER NOT NULL REFERENCES users(id) ON DELETE CASCADE,
        game_id INTEGER NOT NULL REFERENCES games(id) ON DELETE CASCADE,
        launched_at INTEGER NOT NULL,
        PRIMARY KEY (user_id, game_id)
      );
      CREATE INDEX recent_games_user ON recent_games(user_id, launched_at DESC);
    `,
  },
  {
    version: 30,
    name: 'cashier',
    sql: `
      -- One answer per (player, key): a retried money action gets the first answer back (docs/product.md#money).
      CREATE TABLE idempotency_keys (
        user_id INTEGER NOT NULL REFERENCES users(id) ON DELETE CASCADE,
        key TEXT NOT NULL,
        scope TEXT NOT NULL,
        request_hash TEXT NOT NULL,
        status_code INTEGER NOT NULL,
        response TEXT NOT NULL,
        created_at TEXT NOT NULL,
        PRIMARY KEY (user_id, key)
      );
      -- Opened by the app, filled in the payment simulator's hosted frame; the card number is never stored.
      CREATE TABLE card_sessions (
        id TEXT PRIMARY KEY,
        user_id INTEGER NOT NULL REFERENCES users(id) ON DELETE CASCADE,
        -- The page allowed to embed the frame and receive its token.
        parent_origin TEXT NOT NULL,
        created_at INTEGER NOT NULL
      );
      CREATE TABLE card_tokens (
        token TEXT PRIMARY KEY,
        session_id TEXT NOT NULL REFERENCES card_sessions(id) ON DELETE CASCADE,
        brand TEXT NOT NULL,
        last4 TEXT NOT NULL,
        exp_month INTEGER NOT NULL,
        exp_year INTEGER NOT NULL,
        holder TEXT NOT NULL,
        decline_reason TEXT,
        -- Set while the test card's extra confirmation step (3-D Secure) is outstanding.
        challenge_code TEXT,
        confirmed INTEGER NOT NULL DEFAULT 1,
        created_at INTEGER NOT NULL,
        used_at INTEGER
      );
      CREATE TABLE saved_cards (
        id INTEGER PRIMARY KEY,
        user_id INTEGER NOT NULL REFERENCES users(id) ON DELETE CASCADE,
        brand TEXT NOT NULL,
        last4 TEXT NOT NULL,
        exp_month INTEGER NOT NULL,
        exp_year INTEGER NOT NULL,
        created_at TEXT NOT NULL,
        UNIQUE (user_id, brand, last4, exp_month, exp_year)
      );
      CREATE TABLE deposits (
        id INTEGER PRIMARY KEY,
        public_id TEXT NOT NULL UNIQUE,
        user_id INTEGER NOT NULL REFERENCES users(id) ON DELETE CASCADE,
        method TEXT NOT NULL CHECK (method IN ('s2s', 'nowpayments')),
        amount INTEGER NOT NULL CHECK (amount > 0),
        currency TEXT NOT NULL,
        status TEXT NOT NULL CHECK (status IN ('pending', 'completed', 'declined', 'expired')),
        promotion_alias TEXT,
        coin TEXT,
        network TEXT,
        address TEXT,
        destination_tag TEXT,
        crypto_amount TEXT,
        rate TEXT,
        created_at TEXT NOT NULL,
        created_ms INTEGER NOT NULL,
        completed_at TEXT
      );
      CREATE INDEX deposits_user ON deposits(user_id, created_ms DESC);
    `,
  },
  {
    version: 40,
    name: 'account-history-indexes',
    sql: `
      -- One live activation per player and promotion, enforced by the database as well as the route.
      CREATE UNIQUE INDEX promotion_histories_one_active ON promotion_histories(user_id, promotion_id)
        WHERE status = 'active';
      CREATE INDEX promotion_histories_user ON promotion_histories(user_id, status, activated_at DESC);
      -- The transactions page filters by type within a player's newest-first list.
      CREATE INDEX transactions_user_type ON transactions(user_id, type, created_at DESC);
    `,
  },
  {
    version: 50,
    name: 'tournaments',
    // A tournament recurs: occurrence k runs from anchor_ms + k * period_ms for duration_ms (services/tournament-
    // schedule.ts), so the reference data always has running and upcoming tournaments whatever today's date is.
    sql: `
      CREATE TABLE tournaments (
        id INTEGER PRIMARY KEY,
        alias TEXT NOT NULL UNIQUE,
        name TEXT NOT NULL,
        description TEXT NOT NULL,
        game_category TEXT NOT NULL,
        currency TEXT NOT NULL,
        min_bet INTEGER NOT NULL CHECK (min_bet > 0),
        anchor_ms INTEGER NOT NULL,
        period_ms INTEGER NOT NULL CHECK (period_ms > 0),
        duration_ms INTEGER NOT NULL CHECK (duration_ms > 0 AND duration_ms <= period_ms),
        sort_order INTEGER NOT NULL DEFAULT 0
      );
      CREATE TABLE tournament_prizes (
        tournament_id INTEGER NOT NULL REFERENCES tournaments(id) ON DELETE CASCADE,
        place INTEGER NOT NULL CHECK (place > 0),
        amount INTEGER NOT NULL CHECK (amount > 0),
        PRIMARY KEY (tournament_id, place)
      );
      CREATE TABLE tournament_entries (
        id INTEGER PRIMARY KEY,
        tournament_id INTEGER NOT NULL REFERENCES tournaments(id) ON DELETE CASCADE,
        nickname TEXT NOT NULL,
        points INTEGER NOT NULL CHECK (points >= 0),
        reached_at_ms INTEGER NOT NULL
      );
      CREATE INDEX tournament_entries_board ON tournament_entries(tournament_id, points DESC, reached_at_ms);
    `,
  },
  {
    version: 60,
    name: 'responsible-gaming',
    // A limit row holds the amount in force and at most one pending raise or removal (pending_effective_ms set);
    // a pending removal has pending_amount NULL. Blocks are kept as history; the latest end decides.
    sql: `
      CREATE TABLE gaming_limits (
        user_id INTEGER NOT NULL REFERENCES users(id) ON DELETE CASCADE,
        kind TEXT NOT NULL CHECK (kind IN ('deposit', 'loss')),
        period TEXT NOT NULL CHECK (period IN ('daily', 'weekly', 'monthly')),
        amount INTEGER CHECK (amount > 0),
        pending_amount INTEGER CHECK (pending_amount > 0),
        pending_effective_ms INTEGER,
        updated_ms INTEGER NOT NULL,
        PRIMARY KEY (user_id, kind, period)
      );
      CREATE TABLE gaming_blocks (
        id INTEGER PRIMARY KEY,
        user_id INTEGER NOT NULL REFERENCES users(id) ON DELETE CASCADE,
        kind TEXT NOT NULL CHECK (kind IN ('cool-off', 'self-exclusion')),
        duration TEXT NOT NULL,
        started_ms INTEGER NOT NULL,
        until_ms INTEGER NOT NULL
      );
      CREATE INDEX gaming_blocks_user ON gaming_blocks(user_id, until_ms DESC);
      CREATE TABLE gaming_settings (
        user_id INTEGER PRIMARY KEY REFERENCES users(id) ON DELETE CASCADE,
        reality_check_minutes INTEGER CHECK (reality_check_minutes IN (15, 30, 45, 60))
      );
    `,
  },
  {
    version: 70,
    name: 'ledger-truth',
    // Ledger truth (docs/product.md#money). A withdrawal's ledger row now points at its withdrawal, whose status it shows (it stayed
    // "pending" after a cancel). Rows written before are linked by the transaction id in their description, seeded
    // ones by their instant and amount. The first seed showed a cancelled withdrawal that never moved money, so its
    // player's ledger summed to 2,500 less than the balance: such a withdrawal is booked as what a cancel does,
    // the amount reserved and then refunded at the same instant, which keeps every later running balance true.
    sql: `
      ALTER TABLE transactions ADD COLUMN withdrawal_id INTEGER REFERENCES withdrawals(id);
      UPDATE transactions SET withdrawal_id = COALESCE(
        (SELECT w.id FROM withdrawals w WHERE w.user_id = transactions.user_id AND transactions.description IN (
           'Withdrawal ' || w.transaction_id || ' to ' || w.destination,
           'Withdrawal ' || w.transaction_id || ' cancelled')),
        (SELECT w.id FROM withdrawals w WHERE w.user_id = transactions.user_id AND transactions.type = 'withdrawal'
           AND w.created_at = transactions.created_at AND w.amount = -transactions.amount ORDER BY w.id LIMIT 1))
      WHERE type IN ('withdrawal', 'refund');
      CREATE TEMP TABLE never_reserved AS
        SELECT t.id AS row_id, w.id AS withdrawal_id, w.transaction_id FROM transactions t
        JOIN withdrawals w ON w.id = t.withdrawal_id
        WHERE t.type = 'withdrawal' AND w.status = 'cancelled'
          AND NOT EXISTS (SELECT 1 FROM transactions r WHERE r.withdrawal_id = w.id AND r.type = 'refund');
      UPDATE transactions SET balance_after = balance_after + amount
        WHERE id IN (SELECT row_id FROM never_reserved);
      INSERT INTO transactions (user_id, type, amount, balance_after, currency, status, description, created_at,
          withdrawal_id)
        SELECT t.user_id, 'refund', -t.amount, t.balance_after - t.amount, t.currency, 'completed',
          'Withdrawal ' || n.transaction_id || ' cancelled', t.created_at, n.withdrawal_id
        FROM never_reserved n JOIN transactions t ON t.id = n.row_id ORDER BY t.id;
      DROP TABLE never_reserved;
    `,
  },
  {
    version: 80,
    name: 'sessions-bound-to-logins',
    // A refresh token remembers which client used it (a second use by the same client moments later is
    // two tabs, not a thief), and a game session belongs to the login that started it, so it ends with it.
    // Game sessions from before cannot be tied to a login: they end now and the player launches the game again.
    sql: `
      ALTER TABLE refresh_tokens ADD COLUMN used_user_agent TEXT;
      ALTER TABLE refresh_tokens ADD COLUMN used_ip TEXT;
      ALTER TABLE game_sessions ADD COLUMN family_id INTEGER REFERENCES session_families(id) ON DELETE CASCADE;
      ALTER TABLE game_sessions ADD COLUMN ended_at INTEGER;
      UPDATE game_sessions SET ended_at = created_at;
      CREATE INDEX game_sessions_family ON game_sessions(family_id);
    `,
  },
  {
    version: 90,
    name: 'table-games-icon',
    // Table Games showed the grid icon of All Games; a seeded database gets its own table icon.
    sql: `UPDATE categories SET img = 'table-2' WHERE alias = 'table' AND img = 'layout-grid';`,
  },
  {
    version: 100,
    name: 'games-name-search',
    // PostgreSQL's trigram index serves `ILIKE '%term%'` by itself (queries/games.ts asks the engine which to use).
    postgres: () => `
      CREATE EXTENSION IF NOT EXISTS pg_trgm;
      CREATE INDEX games_name_trigrams ON games USING gin (name gin_trgm_ops);
    `,
    // The name search (`LIKE '%term%'`) scanned every game. A trigram index finds the games holding each
    // three-character piece of the term; queries/game-name-search.ts still checks the LIKE on what it finds, so the
    // answers stay those of the scan. External content: the names live once, in games; the triggers keep the
    // index in step with every write, the seed's included.
    sql: `
      CREATE VIRTUAL TABLE games_name_search USING fts5(
        name, content = 'games', content_rowid = 'id', tokenize = 'trigram', columnsize = 0
      );
      INSERT INTO games_name_search (games_name_search) VALUES ('rebuild');
      CREATE TRIGGER games_name_search_insert AFTER INSERT ON games BEGIN
        INSERT INTO games_name_search (rowid, name) VALUES (new.id, new.name);
      END;
      CREATE TRIGGER games_name_search_delete AFTER DELETE ON games BEGIN
        INSERT INTO games_name_search (games_name_search, rowid, name) VALUES ('delete', old.id, old.name);
      END;
      CREATE TRIGGER games_name_search_update AFTER UPDATE OF id, name ON games BEGIN
        INSERT INTO games_name_search (games_name_search, rowid, name) VALUES ('delete', old.id, old.name);
        INSERT INTO games_name_search (rowid, name) VALUES (new.id, new.name);
      END;
    `,
  },
  {
    version: 110,
    name: 'tournaments-from-bets',
    // Leaderboards are computed from the bets placed in each occurrence's window, no longer read
    // from seeded entries. A tournament says how a bet scores: its best win multiplier, or one score per winning bet.
    sql: `
      ALTER TABLE tournaments ADD COLUMN scoring TEXT NOT NULL DEFAULT 'best-multiplier'
        CHECK (scoring IN ('best-multiplier', 'winning-bets'));
      UPDATE tournaments SET scoring = 'winning-bets' WHERE game_category = 'table';
      DROP TABLE tournament_entries;
      CREATE INDEX bets_game_time ON bets(game_id, created_at);
    `,
  },
  {
    version: 200,
    name: 'bonuses-that-pay',
    // Bonuses that pay (docs/product.md#bonuses). Bonus money is part of users.balance (what the player can stake) and counted apart in
    // users.bonus_balance, which only the ledger writer moves: each ledger row says how much of its amount was bonus
    // money and for which activation, so the bonus balance is the sum of those parts as the balance is the sum of
    // the amounts. An activation records the bonus its deposit paid and the wagering it asks for; existing
    // activations paid nothing yet and wait for a deposit. One activation with a bonus at a time per player.
    sql: `
      ALTER TABLE users ADD COLUMN bonus_balance INTEGER NOT NULL DEFAULT 0
        CHECK (bonus_balance >= 0 AND bonus_balance <= balance);
      ALTER TABLE transactions ADD COLUMN bonus_amount INTEGER NOT NULL DEFAULT 0;
      ALTER TABLE transactions ADD COLUMN promotion_history_id INTEGER REFERENCES promotion_histories(id);
      ALTER TABLE promotion_histories ADD COLUMN bonus_granted INTEGER NOT NULL DEFAULT 0 CHECK (bonus_granted >= 0);
      ALTER TABLE promotion_histories ADD COLUMN wagering_required INTEGER NOT NULL DEFAULT 0
        CHECK (wagering_required >= 0);
      ALTER TABLE promotion_histories ADD COLUMN wagered INTEGER NOT NULL DEFAULT 0 CHECK (wagered >= 0);
      ALTER TABLE promotion_histories ADD COLUMN deposit_id INTEGER REFERENCES deposits(id);
      CREATE UNIQUE INDEX promotion_histories_one_bonus ON promotion_histories(user_id)
        WHERE status = 'active' AND bonus_granted > 0;
      CREATE INDEX transactions_promotion_history ON transactions(promotion_history_id)
        WHERE promotion_history_id IS NOT NULL;
    `,
  },
  {
    version: 210,
    name: 'login-attempts-in-database',
    // Several API processes share one PostgreSQL database, so the password-guess budgets live in
    // it rather than in one process's memory (and a restart no longer lifts a lock). A guess being checked is a
    // 'pending' row until it settles; one left by a process that died stops counting after a while.
    sql: `
      CREATE TABLE login_attempts (
        id INTEGER PRIMARY KEY,
        scope TEXT NOT NULL,
        subject TEXT NOT NULL,
        kind TEXT NOT NULL CHECK (kind IN ('pending', 'failure')),
        at_ms INTEGER NOT NULL
      );
      CREATE INDEX login_attempts_subject ON login_attempts(scope, subject, kind, at_ms);
      CREATE INDEX login_attempts_at ON login_attempts(at_ms);
      CREATE TABLE login_locks (
        scope TEXT NOT NULL,
        subject TEXT NOT NULL,
        locked_until_ms INTEGER NOT NULL,
        locks INTEGER NOT NULL,
        PRIMARY KEY (scope, subject)
      );
    `,
  },
  {
    version: 220,
    name: 'promotion-minimum-deposit',
    // A deposit bonus states the smallest deposit it pays on ("Deposit at least $20"), in the player's minor units;
    // 0 for none, as every promotion of a database from before this had.
    sql: `
      ALTER TABLE promotions ADD COLUMN min_deposit INTEGER NOT NULL DEFAULT 0 CHECK (min_deposit >= 0);
    `,
  },
  {
    version: 230,
    name: 'promotion-first-deposit-only',
    // A bonus that states "your first deposit" pays only on a player's first deposit (1); 0, as every promotion of a
    // database from before this had, for none.
    sql: `
      ALTER TABLE promotions ADD COLUMN first_deposit_only INTEGER NOT NULL DEFAULT 0
        CHECK (first_deposit_only IN (0, 1));
    `,
  },
  {
    version: 240,
    name: 'promotion-weekends-only',
    // A bonus that states "every Friday to Sunday, one per weekend" pays on deposits made on a weekend (UTC), once a
    // weekend (1); 0, as every promotion of a database from before this had, for any day and no such limit.
    sql: `
      ALTER TABLE promotions ADD COLUMN weekends_only INTEGER NOT NULL DEFAULT 0 CHECK (weekends_only IN (0, 1));
    `,
  },
  {
    version: 250,
    name: 'promotion-bonus-days',
    // How many days after it was paid a bonus not yet wagered through expires ("within 30 days", "expires seven days
    // after activation"); null, as every promotion of a database from before this had, for never. An activation made
    // weeks before its deposit must not pay a bonus already expired, so the days count from the payment, kept on the
    // activation (null on a bonus paid before this: its activation's time stands in).
    sql: `
      ALTER TABLE promotions ADD COLUMN bonus_days INTEGER CHECK (bonus_days IS NULL OR bonus_days > 0);
      ALTER TABLE promotion_histories ADD COLUMN bonus_paid_at TEXT;
    `,
  },
  {
    version: 260,
    name: 'indexes-for-many-players',
    // Sessions: a logout, a password change and the pruning sweep look tokens up by login, player and expiry, which
    // scanned the whole table. Bets: the limit check before a spin sums the player's recent stakes and wins from the
    // index alone (its columns cover the sums, and its id keeps the history's order), so bets_user goes. Deposits: the
    // confirmation sweep reads only the crypto deposits still pending.
    sql: `
      CREATE INDEX access_tokens_family ON access_tokens(family_id);
      CREATE INDEX access_tokens_user ON access_tokens(user_id);
      CREATE INDEX access_tokens_expiry ON access_tokens(expires_at);
      CREATE INDEX refresh_tokens_family ON refresh_tokens(family_id);
      CREATE INDEX refresh_tokens_expiry ON refresh_tokens(expires_at);
      CREATE INDEX password_resets_expiry ON password_resets(expires_at);
      CREATE INDEX bets_user_totals ON bets(user_id, created_at, id, stake, win);
      DROP INDEX bets_user;
      CREATE INDEX deposits_pending_crypto ON deposits(created_ms) WHERE status = 'pending' AND method = 'nowpayments';
    `,
  },
  {
    version: 310,
    name: 'two-step-sign-in-and-devices',
    // Two-step sign-in: one row per player who has begun setting it up; `enabled_at` null until a code confirmed the
    // setup. `last_step` is the newest TOTP time step accepted, so a code is never accepted twice. The secret is
    // kept as the app holds it (it must be read to check a code); recovery codes and challenges only as hashes.
    // A login (session family) records what it started from and when it was last used, for the devices list; rows
    // from before this have none of it.
    sql: `
      CREATE TABLE two_step_secrets (
        user_id INTEGER PRIMARY KEY REFERENCES users(id) ON DELETE CASCADE,
        secret TEXT NOT NULL,
        created_at INTEGER NOT NULL,
        enabled_at INTEGER,
        last_step INTEGER NOT NULL DEFAULT 0
      );
      CREATE TABLE two_step_recovery_codes (
        user_id INTEGER NOT NULL REFERENCES users(id) ON DELETE CASCADE,
        code_hash TEXT NOT NULL,
        used_at INTEGER,
        PRIMARY KEY (user_id, code_hash)
      );
      CREATE TABLE login_challenges (
        token_hash TEXT PRIMARY KEY,
        user_id INTEGER NOT NULL REFERENCES users(id) ON DELETE CASCADE,
        expires_at INTEGER NOT NULL,
        used_at INTEGER
      );
      CREATE INDEX login_challenges_user ON login_challenges(user_id);
      CREATE INDEX login_challenges_expiry ON login_challenges(expires_at);
      ALTER TABLE session_families ADD COLUMN user_agent TEXT;
      ALTER TABLE session_families ADD COLUMN country TEXT;
      ALTER TABLE session_families ADD COLUMN last_seen_at INTEGER;
    `,
  },
  {
    version: 320,
    name: 'verification-documents',
    // Identity verification: one row per file a player sent. The newest row of a kind is the one that counts; older
    // ones stay as the record of what was sent and decided. The file itself is in the document store under
    // `storage_key`, a name the server chose; `file_name` is only the player's name for it, shown back to them.
    // Instants are epoch milliseconds; `expires_at` is set when a document is approved.
    sql: `
      CREATE TABLE verification_documents (
        id INTEGER PRIMARY KEY,
        user_id INTEGER NOT NULL REFERENCES users(id) ON DELETE CASCADE,
        kind TEXT NOT NULL,
        storage_key TEXT NOT NULL UNIQUE,
        file_name TEXT NOT NULL,
        media_type TEXT NOT NULL,
        size INTEGER NOT NULL,
        status TEXT NOT NULL DEFAULT 'pending' CHECK (status IN ('pending', 'approved', 'rejected')),
        reason TEXT,
        uploaded_at INTEGER NOT NULL,
        reviewed_at INTEGER,
        expires_at INTEGER
      );
      CREATE INDEX verification_documents_user ON verification_documents(user_id, kind, id);
      CREATE INDEX verification_documents_pending ON verification_documents(uploaded_at) WHERE status = 'pending';
    `,
  },
  {
    version: 330,
    name: 'player-inbox',
    // The player's inbox: one row per notice, written in the transaction of what it reports. `params` is the
    // notice's facts as JSON (the client words them); `once_key` names a notice a sweep must send only once (a
    // bonus about to expire), unique per player (NULLs never collide). Notices older than the retention are pruned
    // by a sweep over `notifications_created`. A sweep finds the limit raises whose time came to tell the player. A withdrawal approved by the operator keeps `pending` until it is paid,
    // but may no longer be cancelled: `approved_at` says so.
    sql: `
      CREATE TABLE notifications (
        id INTEGER PRIMARY KEY,
        user_id INTEGER NOT NULL REFERENCES users(id) ON DELETE CASCADE,
        kind TEXT NOT NULL,
        params TEXT NOT NULL,
        created_at INTEGER NOT NULL,
        read_at INTEGER,
        once_key TEXT
      );
      CREATE INDEX notifications_user_newest ON notifications(user_id, created_at DESC, id DESC);
      CREATE INDEX notifications_user_unread ON notifications(user_id) WHERE read_at IS NULL;
      CREATE UNIQUE INDEX notifications_once ON notifications(user_id, once_key);
      CREATE INDEX notifications_created ON notifications(created_at);
      ALTER TABLE withdrawals ADD COLUMN approved_at TEXT;
      CREATE INDEX gaming_limits_pending ON gaming_limits(pending_effective_ms) WHERE pending_effective_ms IS NOT NULL;
    `,
  },
];

export const LATEST_SCHEMA_VERSION = MIGRATIONS.at(-1)?.version ?? 0;

/** Brings the schema up to `target` (the latest unless a test rebuilds an older database to upgrade it). */
export async function migrate(db: Database, target = LATEST_SCHEMA_VERSION): Promise<void> {
  await db.exec(
    ddlFor(
      db,
      `CREATE TABLE IF NOT EXISTS schema_migrations (
        version INTEGER PRIMARY KEY,
        name TEXT NOT NULL,
        applied_at TEXT NOT NULL
      )`,
    ),
  );
  const applied = async (on: Db) =>
    (await one<{ v: number | null }>(on, 'SELECT MAX(version) AS v FROM schema_migrations'))?.v ?? 0;
  const current = await applied(db);
  for (const m of MIGRATIONS) {
    if (m.version <= current || m.version > target) continue;
    await db.exclusive(async (tx) => {
      // Read again under the one-time lock: API processes starting together on one PostgreSQL server each see the
      // migrations another has just run, and run each one once.
      if (m.version <= (await applied(tx))) return;
      await tx.exec(db.dialect === 'postgres' ? (m.postgres ?? ((t) => t))(postgresDdl(m.sql)) : m.sql);
      await run(
        tx,
        'INSERT INTO schema_migrations (version, name, applied_at) VALUES (?, ?, ?)',
        m.version,
        m.name,
        new Date().toISOString(),
      );
    });
  }
}

const ddlFor = (db: Db, sql: string) => (db.dialect === 'postgres' ? postgresDdl(sql) : sql);
