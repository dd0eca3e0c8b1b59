import PDFDocument from 'pdfkit';
import { fitLabel, matchTexts, type Analysis } from '@venuescout/contracts';
import { formatDeadline } from './format-deadline.ts';

const ink = '#111827';
const muted = '#4b5563';
const accent = '#1d4ed8';

/** Renders an analysis as a PDF: the paper, the ranked venues with deadlines, and the advice. */
export function analysisToPdf(analysis: Analysis): Promise<Buffer> {
  const doc = new PDFDocument({
    size: 'A4',
    margin: 50,
    info: { Title: `VenueScout — ${analysis.submission.title}` },
  });
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });

  const { submission } = analysis;
  doc.fillColor(accent).font('Helvetica-Bold').fontSize(18).text('VenueScout analysis');
  doc.moveDown(0.3).fillColor(muted).font('Helvetica').fontSize(9);
  doc.text(
    `Analysed ${new Date(submission.createdAt).toUTCString()}. Deadlines are given in the time zone each venue published.`,
  );
  doc.moveDown().fillColor(ink).font('Helvetica-Bold').fontSize(14).text(submission.title);
  doc.font('Helvetica').fontSize(10).text(`Theme: ${submission.theme}`);
  doc.text(`Keywords: ${submission.keywords.join(', ')}`);
  if (analysis.researchAreas.length > 0) doc.text(`Research areas: ${analysis.researchAreas.join(', ')}`);
  doc.moveDown(0.5).fillColor(muted).fontSize(9).text(submission.abstract, { align: 'justify' });
  const coverageNotice = analysis.coverage ? matchTexts.coverage(analysis.coverage) : null;
  if (coverageNotice) doc.moveDown(0.5).fillColor(ink).font('Helvetica-Bold').text(coverageNotice);
  doc.moveDown(0.5).fillColor(muted).font('Helvetica').fontSize(8).text(matchTexts.relevanceExplained);

  analysis.matches.forEach((match, index) => {
    const { venue, recommendations } = match;
    doc.moveDown(1).fillColor(ink).font('Helvetica-Bold').fontSize(12);
    doc.text(`${index + 1}. ${venue.acronym} — ${venue.name}  (${match.relevance}%)`);
    doc.font('Helvetica').fontSize(9).fillColor(muted);
    const fit = matchTexts.fit(fitLabel(match.relevance, match.evidence?.level ?? null));
    doc.text(match.evidence ? `${fit} · ${matchTexts.evidence(match.evidence)}` : fit);
    const ranks = [
      venue.ranks.core && `CORE ${venue.ranks.core}`,
      venue.ranks.ccf && `CCF ${venue.ranks.ccf}`,
    ]
      .filter(Boolean)
      .join(', ');
    doc.text([venue.type, venue.region, ranks].filter(Boolean).join(' · '));
    // Helvetica's WinAnsi encoding has no minus sign (U+2212): "UTC−7" is drawn with a hyphen.
    const deadline = formatDeadline(venue.nextDeadline, venue.isRolling).replace(/\u2212/g, '-');
    doc.fillColor(ink).text(`Next deadline: ${deadline}`);
    if (venue.url) doc.fillColor(accent).text(venue.url, { link: venue.url, underline: true });
    doc.fillColor(ink).text(venue.description);
    if (match.explanation.terms.length > 0) doc.text(`Why this venue: ${match.explanation.terms.join(', ')}`);
    if (match.explanation.similarPapers.length > 0) {
      doc.moveDown(0.2).font('Helvetica-Bold').text('Published papers like yours');
      for (const paper of match.explanation.similarPapers) {
        doc.font('Helvetica').fillColor(ink).text(matchTexts.citation(paper), { indent: 8 });
        const shared = matchTexts.sharedTerms(paper);
        if (shared) doc.fillColor(muted).text(shared, { indent: 8 });
        doc.fillColor(accent).text(paper.url, { indent: 8, link: paper.url, underline: true });
      }
      doc.fillColor(ink);
    }
    const sections: [string, string[]][] = [
      ['Content alignment', recommendations.contentAlignmentTips],
      ['Formatting', recommendations.formattingGuidelines],
      ['Scope adjustments', recommendations.scopeAdjustments],
      ['Required sections', recommendations.requiredSections],
    ];
    for (const [heading, items] of sections) {
      if (items.length === 0) continue;
      doc.moveDown(0.2).font('Helvetica-Bold').text(heading);
      doc.font('Helvetica').list(items, { bulletRadius: 1.5, textIndent: 8 });
    }
    if (recommendations.wordLimitInfo) doc.text(`Length: ${recommendations.wordLimitInfo}`);
  });
  doc.end();
  return done;
}
