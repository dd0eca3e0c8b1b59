import { describe, expect, it } from 'vitest';
import { jsonOf, uniqueEmail } from '../../test/create-test-app.ts';
import { useTestApp } from '../../test/use-test-app.ts';
import { makeVenue } from '../../test/venue-factory.ts';

const venues = ['conf/a', 'conf/b'].map((id, index) => makeVenue({ id, acronym: `V${index}` }));
const paper = {
  title: 'Graph Neural Networks for Traffic: Über-Résumé 图',
  theme: 'Machine learning',
  abstract: 'We forecast traffic with graph neural networks.',
  keywords: ['graphs'],
};

describe('export file names', () => {
  const t = useTestApp({}, venues);

  it.each(['csv', 'pdf'])(
    'names the %s export after the paper title and the day of the analysis',
    async (extension) => {
      const client = await t.signUpConfirmed(uniqueEmail(`export-${extension}`));
      const { submission } = await jsonOf(await client.request('/api/submissions', { json: paper }));
      const response = await client.request(`/api/submissions/${submission.id}/export.${extension}`);
      expect(response.status).toBe(200);
      const day = String(submission.createdAt).slice(0, 10);
      const slug = 'graph-neural-networks-for-traffic';
      expect(response.headers.get('content-disposition')).toBe(
        `attachment; filename="venuescout-${slug}-uber-resume-${day}.${extension}"; ` +
          `filename*=UTF-8''${encodeURIComponent(`venuescout-${slug}-über-résumé-图-${day}.${extension}`)}`,
      );
    },
  );
});
