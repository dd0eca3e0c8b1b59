import type { PaperFields } from './paper-fields';
import { splitKeywords } from './split-keywords';

/** The text of the `{…}` group that opens at `start` (a `{`), braces nested; null when it never closes. */
function readGroup(source: string, start: number): { text: string; end: number } | null {
  let depth = 0;
  for (let index = start; index < source.length; index += 1) {
    const char = source[index];
    if (char === '\\') index += 1;
    else if (char === '{') depth += 1;
    else if (char === '}' && --depth === 0) return { text: source.slice(start + 1, index), end: index + 1 };
  }
  return null;
}

/** The argument of the first `\name{…}` (an optional `[…]` before it skipped). */
function readCommandArgument(source: string, name: string): string | undefined {
  const match = new RegExp(`\\\\${name}\\*?\\s*(\\[[^\\]]*\\]\\s*)?\\{`, 'u').exec(source);
  if (!match) return undefined;
  return readGroup(source, match.index + match[0].length - 1)?.text;
}

/** The body of the first `\begin{name}…\end{name}`. */
function readEnvironment(source: string, name: string): string | undefined {
  const match = new RegExp(`\\\\begin\\{${name}\\}([\\s\\S]*?)\\\\end\\{${name}\\}`, 'u').exec(source);
  return match?.[1];
}

/** Removes every `\name{…}` with its argument (footnotes such as `\thanks` carry no title text). */
function dropCommand(text: string, name: string): string {
  let result = text;
  for (let match = new RegExp(`\\\\${name}\\s*\\{`, 'u').exec(result); match;) {
    const group = readGroup(result, match.index + match[0].length - 1);
    result = result.slice(0, match.index) + (group ? result.slice(group.end) : '');
    match = new RegExp(`\\\\${name}\\s*\\{`, 'u').exec(result);
  }
  return result;
}

const accents: Record<string, string> = {
  '"': '\u0308',
  "'": '\u0301',
  '`': '\u0300',
  '^': '\u0302',
  '~': '\u0303',
  c: '\u0327',
  u: '\u0306',
  H: '\u030b',
  v: '\u030c',
  '=': '\u0304',
};

const superscripts = '⁰¹²³⁴⁵⁶⁷⁸⁹';

// Commands whose argument is not running text: footnotes, citations, cross-references.
const droppedCommands = ['thanks', 'footnote', 'cite', 'citep', 'citet', 'ref', 'eqref', 'label'];

/** LaTeX markup to plain text: accents, dashes, quotes and escapes kept as characters, commands dropped. */
export function latexToText(latex: string): string {
  return droppedCommands
    .reduce(dropCommand, latex)
    .replace(/\\[\\,;!: ]/gu, ' ')
    .replace(/\\i(?![a-zA-Z])\s?/gu, 'ı')
    .replace(/\\([`'^"~=]|[cuHv](?![a-zA-Z]))\s*\{?([a-zA-Zı])\}?/gu, (_, accent: string, letter: string) =>
      `${letter}${accents[accent] ?? ''}`.normalize('NFC'),
    )
    .replace(/\^\{?(\d+)\}?/gu, (_, digits: string) =>
      [...digits].map((digit) => superscripts[Number(digit)]).join(''),
    )
    .replace(/\\([%&#_$])/gu, '$1')
    .replace(/---/gu, '—')
    .replace(/--/gu, '–')
    .replace(/``/gu, '“')
    .replace(/''/gu, '”')
    .replace(/`/gu, '‘')
    .replace(/'/gu, '’')
    .replace(/~/gu, ' ')
    .replace(/\\(and|AND|And)(?![a-zA-Z])/gu, ' ')
    .replace(/\\[a-zA-Z@]+\*?(\[[^\]]*\])?/gu, '')
    .replace(/[{}$]/gu, '')
    .replace(/\s+/gu, ' ')
    .replace(/\s+([.,;:])/gu, '$1')
    .trim();
}

/** The source without comments: `%` to the end of the line, unless escaped as `\%`. */
function stripComments(source: string): string {
  return source.replace(/(^|[^\\])%.*$/gmu, '$1');
}

/**
 * Reads a paper's title, abstract and keywords from its LaTeX source: `\title{}`, the `abstract`
 * environment, and `\keywords{}` or the `IEEEkeywords` environment. ACM's CCS concepts (`\ccsdesc`,
 * `CCSXML`) are classification codes, not the authors' keywords, and are left out.
 */
export function readLatexPaper(source: string): PaperFields {
  const text = stripComments(source).replace(/\\begin\{CCSXML\}[\s\S]*?\\end\{CCSXML\}/gu, '');
  const title = readCommandArgument(text, 'title');
  const abstractBody = readEnvironment(text, 'abstract');
  const keywords = readCommandArgument(text, 'keywords') ?? readEnvironment(text, 'IEEEkeywords');
  // llncs puts `\keywords{}` inside the abstract; it is not part of the abstract's text.
  const abstract =
    abstractBody === undefined ? undefined : latexToText(dropCommand(abstractBody, 'keywords'));
  return {
    title: title === undefined ? undefined : latexToText(title) || undefined,
    abstract: abstract || undefined,
    keywords:
      keywords === undefined ? undefined : splitKeywords(latexToText(keywords.replace(/\\and\b/gu, ','))),
  };
}
