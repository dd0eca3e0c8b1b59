import { gunzipSync, gzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { ArchiveError, type ArchiveErrorReason } from './archive-error.ts';
import { DEFAULT_ARCHIVE_LIMITS, type ArchiveLimits } from './archive-limits.ts';
import { readTarGz } from './read-tar-gz.ts';
import { writeTarGz, type TarEntry } from './testing/write-tar-gz.ts';

const MIB = 1024 * 1024;
const COMMIT = 'de9f41b1e2b8c0d4a5e6f708192a3b4c5d6e7f80';
const everything = (_path: string) => true;
const yamlOnly = (path: string) => path.endsWith('.yml');

async function readReason(archive: Uint8Array, limits: Partial<ArchiveLimits> = {}, isWanted = everything) {
  try {
    await readTarGz(archive, { limits: { ...DEFAULT_ARCHIVE_LIMITS, ...limits }, isWanted });
  } catch (error) {
    if (error instanceof ArchiveError) return { reason: error.reason, message: error.message };
    throw error;
  }
  return { reason: 'accepted', message: '' };
}

const file = (path: string, data = 'x: 1\n'): TarEntry => ({ path, data });
const tar = (entries: TarEntry[], options?: Parameters<typeof writeTarGz>[1]) => writeTarGz(entries, options);
const gitHubArchive = tar([file('a.yml')], { commit: COMMIT });
const tinyEntries = Array.from({ length: 11 }, (_, index) => file(`f${index}.yml`));

describe('readTarGz refuses hostile archives', () => {
  it.each<[string, ArchiveErrorReason, Uint8Array, Partial<ArchiveLimits>?]>([
    ['plain text instead of gzip', 'not-gzip', new TextEncoder().encode('<html>rate limited</html>')],
    [
      'gzip magic followed by garbage',
      'not-gzip',
      Uint8Array.from([0x1f, 0x8b, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10]),
    ],
    ['a gzip stream cut short', 'truncated', gitHubArchive.subarray(0, gitHubArchive.length - 20)],
    ['a tar cut inside a header', 'truncated', tar([file('a.yml')], { truncateAt: 512 + 100 })],
    [
      'a tar cut inside file data',
      'truncated',
      tar([file('a.yml', 'y'.repeat(2000))], { truncateAt: 1024 + 700 }),
    ],
    ['a tar without its end marker', 'truncated', tar([file('a.yml')], { truncateAt: 3 * 512 })],
    [
      'a header promising more data than follows',
      'truncated',
      tar([{ path: 'a.yml', data: 'x', size: MIB }]),
    ],
    [
      'a header declaring less data than follows',
      'bad-header',
      tar([{ path: 'a.yml', data: 'y'.repeat(1500), size: 10 }]),
    ],
    ['a header with a wrong checksum', 'bad-header', tar([{ ...file('a.yml'), hasBadChecksum: true }])],
    ['more entries than allowed', 'too-many-files', tar(tinyEntries), { maxEntries: 10 }],
    [
      'a wanted file over the per-file limit',
      'file-too-large',
      tar([file('big.yml', 'z'.repeat(5000))]),
      { maxFileBytes: 4096 },
    ],
    ['wanted files over the selected total', 'too-large', tar(tinyEntries), { maxSelectedBytes: 40 }],
    [
      'output over the uncompressed limit',
      'too-large',
      tar([{ path: 'a.bin', zeros: 4 * MIB }]),
      { maxUncompressedBytes: MIB },
    ],
    ['a parent-directory path', 'unsafe-path', tar([file('../../etc/passwd')])],
    ['a .. segment deeper down', 'unsafe-path', tar([file('conferences/../../x.yml')])],
    ['an absolute path', 'unsafe-path', tar([{ ...file('/etc/passwd'), isRaw: true }])],
    ['a Windows drive letter', 'unsafe-path', tar([{ ...file('C:/Windows/win.ini'), isRaw: true }])],
    ['a backslash', 'unsafe-path', tar([file('conferences\\..\\..\\x.yml')])],
    [
      'a NUL in a pax path',
      'unsafe-path',
      tar([{ ...file('a.yml'), paxPath: 'owner-repo-0123abc/a.yml\0.sh' }]),
    ],
    ['a pax path that climbs out', 'unsafe-path', tar([{ ...file('a.yml'), paxPath: '../outside.yml' }])],
    [
      'a GNU long name that climbs out',
      'unsafe-path',
      tar([{ ...file(`${'d/'.repeat(60)}../../../${'x'.repeat(80)}`), isLongName: true }]),
    ],
    [
      'an entry outside the top folder',
      'unsafe-path',
      tar([file('a.yml'), { ...file('other/b.yml'), isRaw: true }]),
    ],
    ['a file with no top folder', 'unsafe-path', tar([file('a.yml')], { topFolder: null })],
    ['a duplicated wanted file', 'unsafe-path', tar([file('a.yml'), file('a.yml')])],
    ['a symlink', 'link', tar([{ path: 'evil.yml', type: '2', linkName: '/etc/passwd' }])],
    ['a hard link', 'link', tar([{ path: 'evil.yml', type: '1', linkName: 'owner-repo-0123abc/a.yml' }])],
    [
      'a GNU long link name',
      'link',
      tar([{ path: '././@LongLink', type: 'K', data: '/etc/passwd\0', isRaw: true }]),
    ],
    ['a character device', 'special-file', tar([{ path: 'tty', type: '3' }])],
    ['a block device', 'special-file', tar([{ path: 'sda', type: '4' }])],
    ['a FIFO', 'special-file', tar([{ path: 'pipe', type: '6' }])],
    ['an unknown entry type', 'special-file', tar([{ path: 'sparse', type: 'S' }])],
  ])('refuses %s as %s', async (_name, reason, archive, limits = {}) => {
    const refused = await readReason(archive, limits);
    expect(refused.reason).toBe(reason);
    expect(refused.message).not.toMatch(/\n\s+at /);
  });

  it('names the offending entry in a sentence an operator can read', async () => {
    const refused = await readReason(tar([file('../../etc/passwd')]));
    expect(refused.message).toBe('entry "owner-repo-0123abc/../../etc/passwd" leaves the archive');
  });

  it('stops a gigabyte gzip bomb at the uncompressed limit without holding what it inflated', async () => {
    // 64 entries of 16 MiB each, so no single header gives the bomb away and only the stream cap can stop it.
    const entries = Array.from({ length: 64 }, (_, index) => ({
      path: `zeros-${index}.bin`,
      zeros: 16 * MIB,
    }));
    const bomb = tar(entries);
    expect(bomb.length).toBeLessThan(2 * MIB);
    const baseline = process.memoryUsage().rss;
    let peak = baseline;
    const sampler = setInterval(() => (peak = Math.max(peak, process.memoryUsage().rss)), 2);
    const refused = await readReason(bomb, {}, yamlOnly).finally(() => clearInterval(sampler));
    expect(refused).toEqual({
      reason: 'too-large',
      message: 'the archive unpacks to more than 268435456 bytes',
    });
    // Holding the output would cost the whole 256 MiB; streaming costs a few gunzip chunks.
    expect(peak - baseline).toBeLessThan(128 * MIB);
  });

  it('refuses an unwanted file declaring more than the archive may unpack to before reading it', async () => {
    const refused = await readReason(tar([{ path: 'huge.bin', data: 'x', size: 300 * MIB }]));
    expect(refused.reason).toBe('too-large');
  });
});

describe('readTarGz reads GitHub-shaped archives', () => {
  const limits = DEFAULT_ARCHIVE_LIMITS;

  it('returns the commit from the pax global header and strips the top folder', async () => {
    const archive = tar(
      [{ path: 'conferences/' }, file('conferences/acl.yml', 'title: ACL\n'), file('README.md', '# hi\n')],
      { commit: COMMIT, topFolder: 'huggingface-ai-deadlines-de9f41b' },
    );
    const result = await readTarGz(archive, { limits, isWanted: everything });
    expect(result.commit).toBe(COMMIT);
    expect(result.entries).toBe(4);
    expect([...result.files.keys()]).toEqual(['conferences/acl.yml', 'README.md']);
    expect(new TextDecoder().decode(result.files.get('conferences/acl.yml'))).toBe('title: ACL\n');
  });

  it('keeps only the wanted files but counts every entry', async () => {
    const archive = tar([
      file('a.yml'),
      file('site/index.html', '<p>'),
      file('b.yml'),
      { path: 'img.png', zeros: 3000 },
    ]);
    const result = await readTarGz(archive, { limits, isWanted: yamlOnly });
    expect([...result.files.keys()].sort()).toEqual(['a.yml', 'b.yml']);
    expect(result.entries).toBe(5);
    expect(result.commit).toBeNull();
  });

  it('does not size-check files nobody wants against the per-file limit', async () => {
    const archive = tar([{ path: 'video.mp4', zeros: 2 * MIB }, file('a.yml')]);
    const result = await readTarGz(archive, { limits: { ...limits, maxFileBytes: MIB }, isWanted: yamlOnly });
    expect([...result.files.keys()]).toEqual(['a.yml']);
  });

  it.each([
    ['a ustar prefix', { path: `${'deep/'.repeat(25)}conf.yml` }],
    ['a GNU long name', { path: `${'deep/'.repeat(40)}conf.yml`, isLongName: true }],
    ['a pax path', { path: 'short.yml', paxPath: `owner-repo-0123abc/${'deep/'.repeat(60)}conf.yml` }],
  ])('reads a long path given by %s', async (_name, entry) => {
    const archive = tar([{ ...entry, data: 'ok: true\n' }]);
    const result = await readTarGz(archive, { limits, isWanted: everything });
    const [path] = result.files.keys();
    expect(path).toMatch(/^(deep\/)+conf\.yml$/);
    expect(new TextDecoder().decode(result.files.get(path!))).toBe('ok: true\n');
  });

  it('ignores a global comment that is not a commit id', async () => {
    const archive = tar([file('a.yml', 'abc')], { commit: 'not a commit; rm -rf /' });
    const result = await readTarGz(archive, { limits, isWanted: everything });
    expect(result.commit).toBeNull();
    expect(result.files.get('a.yml')).toEqual(new TextEncoder().encode('abc'));
  });

  it('reads an archive gzipped in one member, as GitHub serves it', async () => {
    const archive = tar([file('a.yml', 'one')]);
    const tarBytes = gunzipSync(archive);
    const result = await readTarGz(gzipSync(tarBytes, { level: 1 }), { limits, isWanted: everything });
    expect(result.files.size).toBe(1);
  });
});
