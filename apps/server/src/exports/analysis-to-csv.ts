import Papa from 'papaparse';
import { fitLabel, matchTexts, type Analysis } from '@venuescout/contracts';
import { formatDeadline } from './format-deadline.ts';

const list = (items: string[]) => items.join(' | ');

// What makes a spreadsheet read a cell, or a line of one, as a formula (OWASP's list), after any blanks.
const formulaStart = /^[=+\-@\t\r]/;

/**
 * Neutralises a text cell: every line that would start a formula gets a leading apostrophe. Lines, not
 * only the cell: a multi-line title pasted into a sheet, or read by a tool that splits on line breaks,
 * puts each line at the start of a cell.
 */
function escapeCell(value: unknown): unknown {
  if (typeof value !== 'string') return value;
  return value
    .split(/(\r\n|\n|\r)/)
    .map((part) => (formulaStart.test(part.trimStart()) ? `'${part}` : part))
    .join('');
}

/**
 * One CSV row per matched venue with every field the results page shows. Cells that a spreadsheet
 * would run as a formula are escaped (see `escapeCell`), since titles and keywords come from users.
 */
export function analysisToCsv(analysis: Analysis): string {
  const rows = analysis.matches.map((match, index) => ({
    rank: index + 1,
    relevance_percent: match.relevance,
    acronym: match.venue.acronym,
    name: match.venue.name,
    type: match.venue.type,
    region: match.venue.region ?? '',
    core_rank: match.venue.ranks.core ?? '',
    ccf_rank: match.venue.ranks.ccf ?? '',
    next_deadline: formatDeadline(match.venue.nextDeadline, match.venue.isRolling),
    next_deadline_utc: match.venue.nextDeadline?.at ?? '',
    deadline_estimated: match.venue.nextDeadline ? String(match.venue.nextDeadline.estimated) : '',
    url: match.venue.url ?? '',
    description: match.venue.description,
    why_terms: list(match.explanation.terms),
    why_areas: list(match.explanation.areas),
    content_alignment_tips: list(match.recommendations.contentAlignmentTips),
    formatting_guidelines: list(match.recommendations.formattingGuidelines),
    scope_adjustments: list(match.recommendations.scopeAdjustments),
    required_sections: list(match.recommendations.requiredSections),
    word_limit_info: match.recommendations.wordLimitInfo ?? '',
    paper_title: analysis.submission.title,
    // Added last, so that the columns a spreadsheet already reads keep their places.
    fit: matchTexts.fit(fitLabel(match.relevance, match.evidence?.level ?? null)),
    evidence: match.evidence ? matchTexts.evidence(match.evidence) : '',
    // Each as a citation followed by its link: “Title.” ACRONYM YEAR. https://…
    similar_papers: list(
      match.explanation.similarPapers.map((paper) => `${matchTexts.citation(paper)} ${paper.url}`),
    ),
  }));
  const escaped = rows.map((row) =>
    Object.fromEntries(Object.entries(row).map(([column, value]) => [column, escapeCell(value)])),
  );
  return Papa.unparse(escaped, { newline: '\r\n' });
}
