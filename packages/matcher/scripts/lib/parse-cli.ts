import { parseArgs } from 'node:util';

/**
 * Parses `--name value` options; unknown ones are an error with the usage line. Names in `repeatable`
 * may be given several times and come back as arrays; names in `flags` take no value.
 */
export function parseCli<
  const Names extends string,
  const Lists extends string = never,
  const Flags extends string = never,
>(
  usage: string,
  names: readonly Names[],
  repeatable: readonly Lists[] = [],
  flags: readonly Flags[] = [],
): Partial<Record<Names, string>> & Partial<Record<Lists, string[]>> & Partial<Record<Flags, boolean>> {
  try {
    const { values } = parseArgs({
      options: Object.fromEntries([
        ...names.map((name) => [name, { type: 'string' as const }]),
        ...repeatable.map((name) => [name, { type: 'string' as const, multiple: true }]),
        ...flags.map((name) => [name, { type: 'boolean' as const }]),
      ]),
      allowPositionals: false,
    });
    return values as Partial<Record<Names, string>> &
      Partial<Record<Lists, string[]>> &
      Partial<Record<Flags, boolean>>;
  } catch (error) {
    console.error(`${error instanceof Error ? error.message : String(error)}\nusage: ${usage}`);
    process.exit(2);
  }
}
