import { parseArgs } from 'node:util';

/** Parses `--name value` options; unknown ones are an error with the usage line. */
export function parseCli<const Names extends string>(
  usage: string,
  names: readonly Names[],
): Partial<Record<Names, string>> {
  try {
    const { values } = parseArgs({
      options: Object.fromEntries(names.map((name) => [name, { type: 'string' as const }])),
      allowPositionals: false,
    });
    return values as Partial<Record<Names, string>>;
  } catch (error) {
    console.error(`${error instanceof Error ? error.message : String(error)}\nusage: ${usage}`);
    process.exit(2);
  }
}
