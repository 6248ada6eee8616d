import type { HttpBindings } from '@hono/node-server';
import type { Clock } from './clock';
import type { Config } from './config';
import type { Standing } from './db/queries/tournaments';
import type { UserRow } from './db/queries/users';
import type { Database } from './db/sql';
import type { PasswordHasher } from './services/passwords';
import type { AttemptLimiter } from './services/rate-limit';
import type { StandingsCache } from './services/tournaments/standings-cache';
import type { DocumentStore } from './services/verification/document-store';

/** What every route receives: created once in `createApp` and shared by the route files. */
export type AppDeps = {
  db: Database;
  config: Config;
  /** Epoch milliseconds; tests replace it to move time forward. */
  clock: Clock;
  /** Password guesses: per account (login and password change share it) and per client IP (login). */
  loginLimits: { perAccount: AttemptLimiter; perIp: AttemptLimiter };
  passwords: PasswordHasher;
  /** The running tournaments' standings, summed at most every few seconds (a spin here marks them out of date). */
  standings: StandingsCache<Standing[]>;
  /** Where identity documents' files are kept (a folder by default; an operator may plug in an object store). */
  documents: DocumentStore;
};

export type Session = { user: UserRow; accessTokenHash: string; familyId: number };

/** `Bindings` are absent under `app.request()` in tests, hence optional. */
export type AppEnv = {
  Bindings: Partial<HttpBindings>;
  Variables: {
    session: Session;
    /** Answers are checked against the contract (http/contract-answer.ts): everywhere but in production. */
    checkAnswers: boolean;
    /** CSP sources of scripts a served document holds inline (http/inline-render-blocking.ts). */
    inlineScriptHashes: string[];
  };
};
