import { describe, expect, it } from 'vitest';
import { readLatexPaper } from './read-latex-paper';

describe('readLatexPaper', () => {
  it.each([
    {
      case: 'a title with a footnote and a line break',
      source: String.raw`\title{Sparse Attention\\ for Long Documents\thanks{Funded by {the} ERC.}}`,
      title: 'Sparse Attention for Long Documents',
    },
    {
      case: 'accents, dashes and quotes',
      source: "\\title{On Erd\\H{o}s--R\\'enyi Graphs: ``Giant'' Components}",
      title: 'On Erdős–Rényi Graphs: “Giant” Components',
    },
    {
      case: 'a short title before the full one',
      source: String.raw`\title[Short]{The Full Title}`,
      title: 'The Full Title',
    },
    {
      case: 'a superscript',
      source: String.raw`\title{Losing 5 m$^{3}$ of Water a Day}`,
      title: 'Losing 5 m³ of Water a Day',
    },
    { case: 'a commented-out title', source: '% \\title{Old}\n\\title{New}', title: 'New' },
  ])('reads $case', ({ source, title }) => {
    expect(readLatexPaper(source).title).toBe(title);
  });

  it('reads the abstract without comments, commands or the keywords llncs puts inside it', () => {
    const source = String.raw`\begin{abstract}
We cut latency by 41\% % remove before submission
with \emph{adaptive} batching~\cite{x}.
\keywords{Serving \and Batching}
\end{abstract}`;
    expect(readLatexPaper(source)).toEqual({
      abstract: 'We cut latency by 41% with adaptive batching.',
      keywords: ['Serving', 'Batching'],
      title: undefined,
    });
  });

  it.each([
    {
      case: 'ACM keywords',
      source: String.raw`\keywords{model serving, GPU scheduling}`,
      keywords: ['model serving', 'GPU scheduling'],
    },
    {
      case: 'IEEE keywords',
      source: String.raw`\begin{IEEEkeywords}energy harvesting; routing.\end{IEEEkeywords}`,
      keywords: ['energy harvesting', 'routing'],
    },
    {
      case: 'only ACM concepts, which are not keywords',
      source: String.raw`\ccsdesc[500]{Networks~Routing}`,
      keywords: undefined,
    },
    {
      case: 'keywords after a CCSXML block',
      source: String.raw`\begin{CCSXML}<concept_desc>Networks~Routing</concept_desc>\end{CCSXML}\keywords{routing}`,
      keywords: ['routing'],
    },
  ])('reads $case', ({ source, keywords }) => {
    expect(readLatexPaper(source).keywords).toEqual(keywords);
  });

  it('finds nothing in a file that is not a paper', () => {
    expect(readLatexPaper('\\documentclass{letter}\\begin{document}Dear Sir\\end{document}')).toEqual({
      title: undefined,
      abstract: undefined,
      keywords: undefined,
    });
  });
});
