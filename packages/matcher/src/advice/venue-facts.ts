/** One sourced fact about a venue's submission rules. */
export interface VenueFact {
  /** Where the fact belongs in the advice. */
  kind: 'formatting' | 'required-section';
  text: string;
  /** The call for papers or author guide the fact is taken from. */
  source: string;
}

const arr = 'https://aclrollingreview.org/cfp';
const arrFacts: VenueFact[] = [
  {
    kind: 'formatting',
    text: 'Long papers: up to 8 pages of content; short papers: up to 4 pages, plus unlimited references (ACL Rolling Review).',
    source: arr,
  },
  { kind: 'formatting', text: 'Submissions are anonymous and use the ACL style files.', source: arr },
  {
    kind: 'required-section',
    text: 'Limitations: a section discussing the limitations of the work is mandatory and does not count toward the page limit.',
    source: arr,
  },
];

/**
 * Curated submission facts for well-known venues, each citing the page it comes from. Only facts
 * that were checked against that page belong here; a venue without an entry gets no formatting
 * advice rather than a guess.
 */
export const venueFacts: Readonly<Record<string, readonly VenueFact[]>> = {
  'conf/acl': arrFacts,
  'conf/emnlp': arrFacts,
  'conf/naacl': arrFacts,
  'conf/eacl': arrFacts,
  'conf/neurips': [
    {
      kind: 'formatting',
      text: 'Main text limited to 9 pages including figures and tables; references and appendices do not count.',
      source: 'https://neurips.cc/Conferences/2025/CallForPapers',
    },
    {
      kind: 'required-section',
      text: 'NeurIPS Paper Checklist: required at the end of the paper; papers without it are desk-rejected.',
      source: 'https://neurips.cc/Conferences/2025/CallForPapers',
    },
  ],
  'conf/icml': [
    {
      kind: 'formatting',
      text: 'Up to 8 pages of main text in the ICML style; references and appendices are unlimited.',
      source: 'https://icml.cc/Conferences/2025/CallForPapers',
    },
  ],
  'conf/iclr': [
    {
      kind: 'formatting',
      text: 'Main text limited to 10 pages at submission, in the ICLR template; references and appendix do not count.',
      source: 'https://iclr.cc/Conferences/2025/CallForPapers',
    },
  ],
  'conf/cvpr': [
    {
      kind: 'formatting',
      text: 'Papers are limited to 8 pages excluding references, in the CVPR template, and are reviewed double-blind.',
      source: 'https://cvpr.thecvf.com/Conferences/2025/AuthorGuidelines',
    },
  ],
};
