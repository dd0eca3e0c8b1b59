import { ArchiveError } from './archive-error.ts';

const decoder = new TextDecoder('utf-8', { fatal: true });

/**
 * Parses a pax extended header's records (`<length> <key>=<value>\n`, length counting the whole
 * record) into a map; later records win, as POSIX says. Any malformed record refuses the archive.
 */
export function parsePaxRecords(data: Uint8Array, index: number): Map<string, string> {
  const records = new Map<string, string>();
  const bad = (why: string) => new ArchiveError('bad-header', `entry #${index} has a pax header that ${why}`);
  let offset = 0;
  while (offset < data.length) {
    const space = data.indexOf(0x20, offset);
    const lengthText = space === -1 ? '' : String.fromCharCode(...data.subarray(offset, space));
    if (!/^[1-9][0-9]{0,7}$/.test(lengthText)) throw bad('has a record without a length');
    const end = offset + Number(lengthText);
    if (end > data.length || data[end - 1] !== 0x0a) throw bad('has a record of the wrong length');
    let record: string;
    try {
      record = decoder.decode(data.subarray(space + 1, end - 1));
    } catch {
      throw bad('is not UTF-8');
    }
    const equals = record.indexOf('=');
    if (equals <= 0) throw bad('has a record without a key');
    records.set(record.slice(0, equals), record.slice(equals + 1));
    offset = end;
  }
  return records;
}
