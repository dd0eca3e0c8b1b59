import { Hono } from 'hono';
import { KeywordSuggestionsRequestSchema } from '@venuescout/contracts';
import type { AppDeps, AppEnv } from '../app-env.ts';
import { requireSession } from '../auth/require-session.ts';
import { readJsonBody } from '../lib/read-json-body.ts';
import { enforceRateLimit } from '../rate-limit/enforce-rate-limit.ts';
import { perUserKey, rateLimitRules } from '../rate-limit/rate-limit-rules.ts';

/** `/api/keyword-suggestions`: keywords of the paper's field for the wizard's keyword step. */
export function keywordSuggestionsRoutes({ db, auth, suggestKeywords }: AppDeps) {
  return new Hono<AppEnv>().use('*', requireSession(auth)).post('/', async (c) => {
    const user = c.get('user');
    await enforceRateLimit(db, [
      { key: perUserKey('keyword-suggestions', user.id), rule: rateLimitRules.keywordSuggestionsPerUser },
    ]);
    const paper = readJsonBody(c, KeywordSuggestionsRequestSchema);
    return c.json({ keywords: await suggestKeywords(paper) });
  });
}
