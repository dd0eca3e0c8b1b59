import type { Db } from '@venuescout/db';
import type { Auth } from './auth/create-auth.ts';
import type { BillingProvider } from './billing/billing-provider.ts';
import type { Env } from './env.ts';
import type { Logger } from './lib/logger.ts';
import type { Mailer } from './mail/mailer.ts';
import type { RankPaper } from './analyses/rank-paper.ts';
import type { SuggestKeywords } from './keyword-suggestions/suggest-keywords.ts';
import type { VenueDirectory } from './venues/venue-directory.ts';

/** Everything a request handler may use; built once at start-up and passed to the routes. */
export interface AppDeps {
  env: Env;
  db: Db;
  auth: Auth;
  mailer: Mailer;
  logger: Logger;
  venueDirectory: VenueDirectory;
  /** Stripe, or the built-in test checkout. */
  billing: BillingProvider;
  rankPaper: RankPaper;
  /** Keywords of a paper's field for the wizard, from what the matcher learned. */
  suggestKeywords: SuggestKeywords;
  /** The matcher's venue-balanced top-10 hit rate on held-out papers, for the landing page; null if unknown. */
  top10HitRate: number | null;
  /** How many venues the matcher learned from papers; null if unknown. */
  venuesWithPapers: number | null;
  /** Resolves when the database answers, rejects otherwise. */
  pingDb: () => Promise<void>;
}

/** The signed-in user as the session middleware exposes it. */
export interface SessionUser {
  id: string;
  email: string;
  /** The display name, which a new password must not be built from. */
  name: string;
  createdAt: Date;
}

/** Hono's typing for context variables set by middleware. */
export interface AppEnv {
  Variables: {
    user: SessionUser;
    /** The request's JSON body as checked by check-request-body.ts; undefined when there is none. */
    body: unknown;
    /** Whether the body check has read the whole request body (see readUnreadBody). */
    isBodyRead?: boolean;
  };
}
