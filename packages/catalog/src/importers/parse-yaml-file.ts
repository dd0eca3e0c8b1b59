import { parse } from 'yaml';

export interface ParsedYaml {
  /** The whole document, or, when it did not parse, the top-level entries that did. */
  value: unknown;
  errors: string[];
}

/**
 * Parses a YAML file. When the file as a whole is invalid, each top-level entry (a `- ` item or a `key:`
 * block) is parsed on its own, so one broken entry costs only that entry and not the whole list.
 */
export function parseYamlFile(text: string): ParsedYaml {
  try {
    return { value: parse(text, { uniqueKeys: false }), errors: [] };
  } catch (error) {
    return parseEntryByEntry(text, firstLine(error));
  }
}

function parseEntryByEntry(text: string, fileError: string): ParsedYaml {
  const blocks = splitTopLevelBlocks(text);
  const listItems = blocks.filter((block) => block.text.startsWith('-')).length;
  const isSequence = listItems * 2 > blocks.length;
  const errors: string[] = [];
  const items: unknown[] = [];
  const entries: Record<string, unknown> = {};
  for (const block of blocks) {
    try {
      const value: unknown = parse(block.text, { uniqueKeys: false });
      if (isSequence && Array.isArray(value)) items.push(...(value as unknown[]));
      else if (!isSequence && readMap(value)) Object.assign(entries, value);
      else errors.push(`line ${block.line}: not a top-level ${isSequence ? 'list item' : 'entry'}`);
    } catch (error) {
      errors.push(`line ${block.line}: ${firstLine(error)}`);
    }
  }
  if (blocks.length <= 1) return { value: undefined, errors: [fileError] };
  return { value: isSequence ? items : entries, errors };
}

function splitTopLevelBlocks(text: string): { line: number; text: string }[] {
  const blocks: { line: number; lines: string[] }[] = [];
  text.split(/\r?\n/).forEach((line, index) => {
    const startsBlock = /^[^\s#]/.test(line) && !line.startsWith('---');
    if (startsBlock) blocks.push({ line: index + 1, lines: [] });
    blocks.at(-1)?.lines.push(line);
  });
  return blocks.map((block) => ({ line: block.line, text: block.lines.join('\n') }));
}

function readMap(value: unknown): boolean {
  return value !== null && typeof value === 'object' && !Array.isArray(value);
}

function firstLine(error: unknown): string {
  const message = error instanceof Error ? error.message : String(error);
  return message.split('\n')[0] ?? message;
}
