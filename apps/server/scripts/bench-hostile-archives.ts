// `npm run bench:archives [-- --runs 5]`: builds hostile upstream archives in memory and times how
// readTarGz refuses each with the default limits. Every case runs in its own child process (so one
// case's garbage does not inflate the next one's memory figure), in an empty temporary cwd that must
// still be empty afterwards; the child also reports the file-system writes the OS counted.
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { ArchiveError } from '../src/catalog-refresh/archive-error.ts';
import { DEFAULT_ARCHIVE_LIMITS } from '../src/catalog-refresh/archive-limits.ts';
import { readTarGz } from '../src/catalog-refresh/read-tar-gz.ts';
import { writeTarGz, type TarEntry } from '../src/catalog-refresh/testing/write-tar-gz.ts';

const MIB = 1024 * 1024;
const { values } = parseArgs({
  options: { runs: { type: 'string', default: '5' }, case: { type: 'string' } },
});
const runs = Number(values.runs);

interface BenchCase {
  name: string;
  build: () => Uint8Array;
  isWanted: (path: string) => boolean;
}

const yamlOnly = (path: string) => path.endsWith('.yml');
const cases: BenchCase[] = [
  {
    name: 'gzip bomb: 1 GiB of zeros, one file',
    build: () => writeTarGz([{ path: 'zeros.bin', zeros: 1024 * MIB }]),
    isWanted: yamlOnly,
  },
  {
    name: 'gzip bomb: 1 GiB of zeros, 64 files of 16 MiB',
    build: () => writeTarGz(Array.from({ length: 64 }, (_, i) => ({ path: `z${i}.bin`, zeros: 16 * MIB }))),
    isWanted: yamlOnly,
  },
  {
    name: '100,000 tiny entries',
    build: () =>
      writeTarGz(Array.from({ length: 100_000 }, (_, i): TarEntry => ({ path: `f${i}.yml`, data: 'x' }))),
    isWanted: yamlOnly,
  },
  {
    name: 'path traversal ../../etc/passwd',
    build: () =>
      writeTarGz([
        { path: 'a.yml', data: 'a: 1' },
        { path: '../../etc/passwd', data: 'root' },
      ]),
    isWanted: yamlOnly,
  },
  {
    name: 'symlink to /etc/passwd',
    build: () => writeTarGz([{ path: 'conf.yml', type: '2', linkName: '/etc/passwd' }]),
    isWanted: yamlOnly,
  },
  {
    name: 'character device',
    build: () => writeTarGz([{ path: 'tty', type: '3' }]),
    isWanted: yamlOnly,
  },
  {
    name: 'truncated inside a 1 MiB file',
    build: () => writeTarGz([{ path: 'a.yml', data: 'x'.repeat(MIB) }], { truncateAt: 512 * 1024 }),
    isWanted: yamlOnly,
  },
  {
    name: 'one 50 MiB file, wanted',
    build: () => writeTarGz([{ path: 'big.yml', zeros: 50 * MIB }]),
    isWanted: yamlOnly,
  },
  {
    name: 'one 50 MiB file, not wanted (accepted)',
    build: () =>
      writeTarGz([
        { path: 'big.bin', zeros: 50 * MIB },
        { path: 'a.yml', data: 'a: 1' },
      ]),
    isWanted: yamlOnly,
  },
];

interface CaseResult {
  outcome: string;
  archiveBytes: number;
  medianMs: number;
  peakRssMiB: number;
  maxRssMiB: number;
  fsWrites: number;
}

/** Child side: one case, timed `runs` times; prints a JSON CaseResult. */
async function runCase(benchCase: BenchCase): Promise<CaseResult> {
  const archive = benchCase.build();
  const gc = (globalThis as { gc?: () => void }).gc;
  gc?.();
  const baseline = process.memoryUsage().rss;
  const baselineMaxRss = process.resourceUsage().maxRSS;
  const baselineWrites = process.resourceUsage().fsWrite;
  let peak = baseline;
  const sampler = setInterval(() => (peak = Math.max(peak, process.memoryUsage().rss)), 1);
  const times: number[] = [];
  let outcome = '';
  for (let run = 0; run < runs; run += 1) {
    const started = performance.now();
    try {
      const result = await readTarGz(archive, {
        limits: DEFAULT_ARCHIVE_LIMITS,
        isWanted: benchCase.isWanted,
      });
      outcome = `accepted (${result.entries} entries, ${result.files.size} kept)`;
    } catch (error) {
      if (!(error instanceof ArchiveError)) throw error;
      outcome = `${error.reason}: ${error.message}`;
    }
    times.push(performance.now() - started);
    peak = Math.max(peak, process.memoryUsage().rss);
  }
  clearInterval(sampler);
  times.sort((a, b) => a - b);
  return {
    outcome,
    archiveBytes: archive.length,
    medianMs: times[Math.floor(times.length / 2)]!,
    peakRssMiB: (peak - baseline) / MIB,
    maxRssMiB: (process.resourceUsage().maxRSS - baselineMaxRss) / 1024,
    fsWrites: process.resourceUsage().fsWrite - baselineWrites,
  };
}

if (values.case !== undefined) {
  process.stdout.write(JSON.stringify(await runCase(cases[Number(values.case)]!)));
} else {
  const script = fileURLToPath(import.meta.url);
  console.log(
    `readTarGz with DEFAULT_ARCHIVE_LIMITS, median of ${runs} runs per case, one process per case\n`,
  );
  for (const [index, benchCase] of cases.entries()) {
    const cwd = mkdtempSync(join(tmpdir(), 'venuescout-bench-archives-'));
    const output = execFileSync(
      process.execPath,
      // tsx is resolved here because the child's cwd is an empty temp dir with no node_modules.
      [
        '--expose-gc',
        '--import',
        import.meta.resolve('tsx'),
        script,
        '--case',
        String(index),
        '--runs',
        String(runs),
      ],
      { cwd, encoding: 'utf8', maxBuffer: 1024 * 1024 },
    );
    const created = readdirSync(cwd);
    rmSync(cwd, { recursive: true });
    const result = JSON.parse(output) as CaseResult;
    console.log(benchCase.name);
    console.log(`  ${result.outcome}`);
    console.log(
      `  archive ${(result.archiveBytes / 1024).toFixed(0)} KiB · median ${result.medianMs.toFixed(1)} ms · ` +
        `peak RSS +${result.peakRssMiB.toFixed(1)} MiB (maxRSS +${result.maxRssMiB.toFixed(1)} MiB) · ` +
        `fs writes ${result.fsWrites} · files left in cwd ${created.length}`,
    );
  }
}
