import { join } from 'node:path';
import { parse, stringify } from 'yaml';
import { readSourceFolder, type SourceFile, type SourceId, type Venue } from '@venuescout/catalog';

const dayMs = 86_400_000;

interface CcfSeries {
  title: string;
  description: string;
  dblp?: string;
  confs: { year: number; timeline: Record<string, string>[]; timezone: string }[];
}

/** The changes a newer snapshot carries, by the ccf-deadlines series (title) they were made to. */
export interface PlantedChanges {
  published: string[];
  moved: { title: string; days: number };
  extended: { title: string; days: number };
  renamed: { title: string; from: string; to: string };
  /** The source whose one file was broken. */
  broken: { source: SourceId; path: string };
}

/** `YYYY-MM-DD HH:mm:ss`, the form ccf-deadlines writes, for an instant `ms` in the series' zone. */
const sourceTime = (ms: number) => new Date(ms).toISOString().slice(0, 19).replace('T', ' ');
const parseSourceTime = (text: string) => Date.parse(`${text.replace(' ', 'T')}Z`);

/**
 * Builds a newer snapshot of the sources from the release's (for refresh drills and tests): in
 * ccf-deadlines, three series whose deadlines have all passed at `now` get a next edition with a
 * published deadline, one upcoming single-deadline edition moves 10 days earlier, another is extended
 * by 7 days, and one series is renamed; in tobna-ai-deadlines one file is no longer valid YAML. The
 * other sources are copied unchanged.
 */
export async function buildNewerSnapshot(options: {
  sourceDir: string;
  sources: SourceId[];
  now: Date;
  /** The catalog built from `sourceDir`: the renamed series is one whose venue takes its name from ccf-deadlines. */
  release: Venue[];
}): Promise<{ sources: Map<SourceId, SourceFile[]>; planted: PlantedChanges }> {
  const { sourceDir, now } = options;
  const sources = new Map<SourceId, SourceFile[]>();
  for (const id of options.sources) sources.set(id, await readSourceFolder(join(sourceDir, id)));
  const namedByCcf = new Set(
    options.release
      .filter((venue) => venue.dblp && venue.provenance.name === 'ccf-deadlines')
      .map((venue) => venue.dblp!.toLowerCase()),
  );
  return { sources, planted: plantChanges(sources, now, namedByCcf) };
}

/** Makes the changes `buildNewerSnapshot` describes in the files of ccf-deadlines and tobna-ai-deadlines. */
function plantChanges(
  sources: Map<SourceId, SourceFile[]>,
  now: Date,
  namedByCcf: Set<string>,
): PlantedChanges {
  const nowMs = now.getTime();
  const published: string[] = [];
  let moved: PlantedChanges['moved'] | undefined;
  let extended: PlantedChanges['extended'] | undefined;
  let renamed: PlantedChanges['renamed'] | undefined;

  const ccf = sources.get('ccf-deadlines') ?? [];
  sources.set(
    'ccf-deadlines',
    ccf.map((file) => {
      if (!/^conference\/[A-Z]+\/[^/]+\.yml$/.test(file.path)) return file;
      const series = parse(file.text) as CcfSeries[];
      let isChanged = false;
      for (const entry of series) {
        const deadlines = entry.confs.flatMap((conf) =>
          conf.timeline.flatMap((row) => Object.values(row).filter((value) => /^\d{4}-/.test(value))),
        );
        const latest = Math.max(...deadlines.map(parseSourceTime).filter(Number.isFinite));
        const single = entry.confs.find(
          (conf) =>
            conf.timeline.length === 1 &&
            Object.keys(conf.timeline[0]!).join() === 'deadline' &&
            parseSourceTime(conf.timeline[0]!.deadline!) > nowMs + 20 * dayMs,
        );
        if (published.length < 3 && entry.dblp && Number.isFinite(latest) && latest < nowMs - 30 * dayMs) {
          const last = entry.confs.reduce((a, b) => (a.year > b.year ? a : b));
          entry.confs.push({
            ...last,
            year: last.year + 1,
            timeline: [{ deadline: sourceTime(nowMs + (90 + published.length) * dayMs) }],
          });
          published.push(entry.title);
          isChanged = true;
        } else if (single && !moved) {
          single.timeline[0]!.deadline = sourceTime(
            parseSourceTime(single.timeline[0]!.deadline!) - 10 * dayMs,
          );
          moved = { title: entry.title, days: -10 };
          isChanged = true;
        } else if (single && !extended) {
          single.timeline[0]!.deadline = sourceTime(
            parseSourceTime(single.timeline[0]!.deadline!) + 7 * dayMs,
          );
          extended = { title: entry.title, days: 7 };
          isChanged = true;
        } else if (
          !renamed &&
          // ccf-deadlines writes the dblp stream without its `conf/` prefix.
          [entry.dblp, `conf/${entry.dblp}`].some((key) => namedByCcf.has(key?.toLowerCase() ?? ''))
        ) {
          renamed = { title: entry.title, from: entry.description, to: `${entry.description} (renamed)` };
          entry.description = renamed.to;
          isChanged = true;
        }
      }
      return isChanged ? { path: file.path, text: stringify(series) } : file;
    }),
  );
  const tobna = sources.get('tobna-ai-deadlines') ?? [];
  const brokenFile = tobna.find((file) => file.path.endsWith('.yaml'));
  if (!moved || !extended || !renamed || published.length < 3 || !brokenFile) {
    throw new Error('the release snapshot has too few deadlines around this date to plant every change');
  }
  sources.set(
    'tobna-ai-deadlines',
    tobna.map((file) =>
      file === brokenFile ? { path: file.path, text: `${file.text}\n- [unclosed: {\n` } : file,
    ),
  );
  return {
    published,
    moved,
    extended,
    renamed,
    broken: { source: 'tobna-ai-deadlines', path: brokenFile.path },
  };
}
