import { describe, expect, it } from 'vitest';
import { ArchiveError } from './archive-error.ts';
import { DEFAULT_ARCHIVE_LIMITS } from './archive-limits.ts';
import { readTarGz } from './read-tar-gz.ts';
import { isWantedBy, stageSourceFiles } from './stage-source-files.ts';
import { writeTarGz } from './testing/write-tar-gz.ts';
import type { LayoutMapping } from './upstream-sources.ts';

const HF_LAYOUT: LayoutMapping[] = [
  { from: 'src/data/conferences/', to: 'conferences/' },
  { from: 'LICENSE', to: 'LICENSE' },
];
const encode = (text: string) => new TextEncoder().encode(text);
const filesOf = (entries: Record<string, string | Uint8Array>) =>
  new Map(
    Object.entries(entries).map(([path, data]) => [path, typeof data === 'string' ? encode(data) : data]),
  );

function stageReason(files: Map<string, Uint8Array>, layout: LayoutMapping[]) {
  try {
    stageSourceFiles(files, layout);
  } catch (error) {
    if (error instanceof ArchiveError) return error.reason;
    throw error;
  }
  return 'staged';
}

describe('isWantedBy', () => {
  it.each([
    ['src/data/conferences/acl.yml', true],
    ['src/data/conferences/nested/x.yml', true],
    ['src/data/conferences/', false],
    ['src/data/conferences.yml', false],
    ['LICENSE', true],
    ['LICENSE.md', false],
    ['docs/LICENSE', false],
    ['README.md', false],
  ])('wants %s: %s', (path, isWanted) => {
    expect(isWantedBy(HF_LAYOUT)(path)).toBe(isWanted);
  });

  it('wants every file under the identity layout', () => {
    expect(isWantedBy([{ from: '', to: '' }])('any/file.tsv')).toBe(true);
  });
});

describe('stageSourceFiles', () => {
  it('stages an hf-shaped archive as conferences/*.yml plus its LICENSE, sorted by path', async () => {
    const archive = writeTarGz([
      { path: 'src/data/conferences/neurips.yml', data: '- title: NeurIPS\n' },
      { path: 'src/data/conferences/acl.yml', data: '- title: ACL\n' },
      { path: 'src/data/conferences.yml', data: 'old: list\n' },
      { path: 'src/App.tsx', data: 'export {}' },
      { path: 'LICENSE', data: 'MIT License\n' },
    ]);
    const { files } = await readTarGz(archive, {
      limits: DEFAULT_ARCHIVE_LIMITS,
      isWanted: isWantedBy(HF_LAYOUT),
    });
    expect(stageSourceFiles(files, HF_LAYOUT)).toEqual([
      { path: 'LICENSE', text: 'MIT License\n' },
      { path: 'conferences/acl.yml', text: '- title: ACL\n' },
      { path: 'conferences/neurips.yml', text: '- title: NeurIPS\n' },
    ]);
  });

  it('keeps a byte-order mark, as reading the file from disk does', () => {
    const staged = stageSourceFiles(filesOf({ LICENSE: '\uFEFFMIT' }), HF_LAYOUT);
    expect(staged[0]!.text).toBe('\uFEFFMIT');
  });

  it.each([
    [
      'a file that is not UTF-8',
      filesOf({ 'src/data/conferences/a.yml': Uint8Array.from([0x74, 0xff, 0xfe]) }),
      'not-text',
    ],
    [
      'an overlong UTF-8 encoding',
      filesOf({ 'src/data/conferences/a.yml': Uint8Array.from([0xc0, 0xaf]) }),
      'not-text',
    ],
    ['no mapped file at all', filesOf({ 'README.md': 'hello', 'conferences/acl.yml': 'x' }), 'empty'],
    ['an empty archive', new Map<string, Uint8Array>(), 'empty'],
  ])('refuses %s', (_name, files, reason) => {
    expect(stageReason(files, HF_LAYOUT)).toBe(reason);
  });

  it('refuses two archive files mapped to one path', () => {
    const layout = [
      { from: 'a.yml', to: 'conferences.yml' },
      { from: 'b.yml', to: 'conferences.yml' },
    ];
    expect(stageReason(filesOf({ 'a.yml': '1', 'b.yml': '2' }), layout)).toBe('unsafe-path');
  });
});
