import { Hono } from 'hono';
import { PaperInputSchema } from '@venuescout/contracts';
import type { AppDeps, AppEnv } from '../app-env.ts';
import { requireSession } from '../auth/require-session.ts';
import { analysisToCsv } from '../exports/analysis-to-csv.ts';
import { analysisToPdf } from '../exports/analysis-to-pdf.ts';
import { readJsonBody } from '../lib/read-json-body.ts';
import { getPlanLimits } from '../plans/get-plan-limits.ts';
import { enforceRateLimit } from '../rate-limit/enforce-rate-limit.ts';
import { perUserKey, rateLimitRules } from '../rate-limit/rate-limit-rules.ts';
import { createSubmission } from './create-submission.ts';
import { getSubmission } from './get-submission.ts';
import { listSubmissions } from './list-submissions.ts';
import { presentAnalysis, presentSubmission } from './submission.presenter.ts';

/** `/api/submissions`: analyse a paper, list analyses, read one. */
export function submissionsRoutes(deps: AppDeps) {
  const { db, env, auth } = deps;
  return new Hono<AppEnv>()
    .use('*', requireSession(auth))
    .post('/', async (c) => {
      const user = c.get('user');
      await enforceRateLimit(
        db,
        [{ key: perUserKey('analyses', user.id), rule: rateLimitRules.analysesPerUser }],
        'Too many analyses in a short time. Please wait a minute and try again.',
      );
      const paper = readJsonBody(c, PaperInputSchema);
      const view = await createSubmission({
        db,
        userId: user.id,
        paper,
        limits: await getPlanLimits({ db, env, logger: deps.logger, userId: user.id }),
        rankPaper: deps.rankPaper,
        venueDirectory: deps.venueDirectory,
        now: new Date(),
      });
      return c.json(presentAnalysis(view), 201);
    })
    .get('/', async (c) => {
      const rows = await listSubmissions({ db, userId: c.get('user').id });
      return c.json({
        items: rows.map((row) => ({ ...presentSubmission(row), researchAreas: row.researchAreas })),
      });
    })
    .get('/:id/export.csv', async (c) => {
      const view = await getSubmission({ db, userId: c.get('user').id, submissionId: c.req.param('id') });
      c.header('Content-Type', 'text/csv; charset=utf-8');
      c.header('Content-Disposition', `attachment; filename="venuescout-${view.submission.id}.csv"`);
      return c.body(analysisToCsv(presentAnalysis(view)));
    })
    .get('/:id/export.pdf', async (c) => {
      const view = await getSubmission({ db, userId: c.get('user').id, submissionId: c.req.param('id') });
      const pdf = await analysisToPdf(presentAnalysis(view));
      c.header('Content-Type', 'application/pdf');
      c.header('Content-Disposition', `attachment; filename="venuescout-${view.submission.id}.pdf"`);
      return c.body(new Uint8Array(pdf));
    })
    .get('/:id', async (c) => {
      const view = await getSubmission({ db, userId: c.get('user').id, submissionId: c.req.param('id') });
      return c.json(presentAnalysis(view));
    });
}
