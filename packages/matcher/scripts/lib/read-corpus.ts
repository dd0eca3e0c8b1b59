import { fileURLToPath } from 'node:url';
import type { CorpusPaper } from '../../src/types.ts';
import { readJsonLines } from './read-json-lines.ts';

const shared = (path: string) =>
  fileURLToPath(new URL(`../../../../../shared/data/${path}`, import.meta.url));

/** The corpus the shipped index is built from: the first corpus, then the papers of further fields. */
export const defaultCorpusFiles = [
  shared('papers-train.jsonl.gz'),
  ...[
    'sysconf',
    'vispubdata',
    'icsefse',
    'stringology',
    'wacv',
    'dblp-crosstex',
    'dblp-pcminer',
    'dblp-gender',
  ].map((name) => shared(`papers-extra/${name}.jsonl.gz`)),
];

/** The dblp-derived title lists: their held-out papers are scored apart, as title-only queries. */
export const titleListFiles = defaultCorpusFiles.filter((file) => /[\\/]dblp-[^\\/]+$/u.test(file));

const text = (value: unknown) => (typeof value === 'string' ? value : '');

/**
 * Reads corpus files (JSON Lines, optionally gzipped) into papers. A line needs `id`, `title`,
 * `venue` and `year`; `abstract`, `keywords` and `theme` are optional. A line without the required
 * fields stops the read with its file and line number, so a bad extract is noticed, not half-used.
 */
export function readCorpus(files: readonly string[]): CorpusPaper[][] {
  return files.map((file) =>
    readJsonLines(file).map((row, index) => {
      const record = (row ?? {}) as Record<string, unknown>;
      const year = Number(record.year);
      if (!text(record.id) || !text(record.title) || !text(record.venue) || !Number.isInteger(year)) {
        throw new Error(
          `${file}: record ${index + 1} needs a string id, title and venue and an integer year`,
        );
      }
      return {
        id: text(record.id),
        title: text(record.title),
        abstract: text(record.abstract),
        theme: text(record.theme),
        keywords: Array.isArray(record.keywords)
          ? record.keywords.filter((keyword): keyword is string => typeof keyword === 'string')
          : [],
        venue: text(record.venue),
        year,
      };
    }),
  );
}
