import { Hono } from 'hono';
import { DismissedVenueParamsSchema, PaperInputSchema, type DismissedVenues } from '@venuescout/contracts';
import type { AppDeps, AppEnv } from '../app-env.ts';
import { requireSession } from '../auth/require-session.ts';
import { analysisToCsv } from '../exports/analysis-to-csv.ts';
import { analysisToPdf } from '../exports/analysis-to-pdf.ts';
import { parseInput } from '../lib/parse-input.ts';
import { readJsonBody } from '../lib/read-json-body.ts';
import { enforceRateLimit } from '../rate-limit/enforce-rate-limit.ts';
import { perUserKey, rateLimitRules } from '../rate-limit/rate-limit-rules.ts';
import { presentAnalysis, presentAnalysisListItem } from './analysis.presenter.ts';
import { createAnalysis } from './create-analysis.ts';
import { createDismissal } from './create-dismissal.ts';
import { deleteDismissal } from './delete-dismissal.ts';
import { getAnalysis } from './get-analysis.ts';
import { listAnalyses } from './list-analyses.ts';
import { attachmentDisposition, exportFileName } from '../exports/export-file-name.ts';

/**
 * `/api/submissions` (the public name of analyses): analyse a paper, list analyses, read and export one,
 * and dismiss one of its venues or undo that (`/:id/dismissed/:venueId`, venue ids hold a slash).
 */
export function analysesRoutes(deps: AppDeps) {
  const { db, env, auth, logger } = deps;
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
      const view = await createAnalysis({
        db,
        env,
        logger,
        userId: user.id,
        paper,
        rankPaper: deps.rankPaper,
        now: new Date(),
      });
      return c.json(presentAnalysis(view), 201);
    })
    .get('/', async (c) => {
      const rows = await listAnalyses({ db, userId: c.get('user').id });
      return c.json({ items: rows.map(presentAnalysisListItem) });
    })
    .get('/:id/export.csv', async (c) => {
      const view = await getAnalysis({ db, userId: c.get('user').id, analysisId: c.req.param('id') });
      c.header('Content-Type', 'text/csv; charset=utf-8');
      c.header(
        'Content-Disposition',
        attachmentDisposition(exportFileName({ ...view.analysis, extension: 'csv' })),
      );
      return c.body(analysisToCsv(presentAnalysis(view)));
    })
    .get('/:id/export.pdf', async (c) => {
      const view = await getAnalysis({ db, userId: c.get('user').id, analysisId: c.req.param('id') });
      const pdf = await analysisToPdf(presentAnalysis(view));
      c.header('Content-Type', 'application/pdf');
      c.header(
        'Content-Disposition',
        attachmentDisposition(exportFileName({ ...view.analysis, extension: 'pdf' })),
      );
      return c.body(new Uint8Array(pdf));
    })
    .put('/:id/dismissed/:venueId{.+}', async (c) => {
      const { venueId } = parseInput(DismissedVenueParamsSchema, { venueId: c.req.param('venueId') });
      const dismissedVenueIds = await createDismissal({
        db,
        userId: c.get('user').id,
        analysisId: c.req.param('id'),
        venueId,
      });
      return c.json({ dismissedVenueIds } satisfies DismissedVenues);
    })
    .delete('/:id/dismissed/:venueId{.+}', async (c) => {
      const { venueId } = parseInput(DismissedVenueParamsSchema, { venueId: c.req.param('venueId') });
      const dismissedVenueIds = await deleteDismissal({
        db,
        userId: c.get('user').id,
        analysisId: c.req.param('id'),
        venueId,
      });
      return c.json({ dismissedVenueIds } satisfies DismissedVenues);
    })
    .get('/:id', async (c) => {
      const view = await getAnalysis({ db, userId: c.get('user').id, analysisId: c.req.param('id') });
      return c.json(presentAnalysis(view));
    });
}
