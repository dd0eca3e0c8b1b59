import { readFileSync } from 'node:fs';
import { gunzipSync } from 'node:zlib';

/** Reads a JSON Lines file, gunzipping it first when it starts with the gzip magic bytes. */
export function readJsonLines(file: string): unknown[] {
  const raw = readFileSync(file);
  const text = (raw[0] === 0x1f && raw[1] === 0x8b ? gunzipSync(raw) : raw).toString('utf8');
  const rows: unknown[] = [];
  let lineNumber = 0;
  for (const line of text.split('\n')) {
    lineNumber++;
    if (line.trim() === '') continue;
    try {
      rows.push(JSON.parse(line));
    } catch {
      throw new Error(`${file}:${lineNumber}: not valid JSON`);
    }
  }
  return rows;
}
