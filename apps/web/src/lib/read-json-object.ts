/** Reads typed fields out of one JSON object, throwing a `TypeError` that names the first wrong field. */
export type JsonObjectReader = {
  string(key: string): string;
  nullableString(key: string): string | null;
  optionalString(key: string): string | undefined;
  stringArray(key: string): string[];
  boolean(key: string): boolean;
  integer(key: string): number;
  nullableInteger(key: string): number | null;
  optionalInteger(key: string): number | undefined;
  number(key: string): number;
  nullableNumber(key: string): number | null;
  optionalNumber(key: string): number | undefined;
  oneOf<const Value extends string>(key: string, values: readonly Value[]): Value;
  nullableOneOf<const Value extends string>(key: string, values: readonly Value[]): Value | null;
  optionalOneOf<const Value extends string>(key: string, values: readonly Value[]): Value | undefined;
  object(key: string): JsonObjectReader;
  nullableObject(key: string): JsonObjectReader | null;
  objectArray(key: string): JsonObjectReader[];
};

function fail(where: string, expected: string): never {
  throw new TypeError(`Unexpected answer from the API: ${where} is not ${expected}`);
}

/**
 * A zod-free check of an API answer, for the answers the first load of a public page parses (`/api/me`,
 * `/api/stats`, `/api/venues`, error bodies): zod would add ~26 KB gzipped and ~250 ms of start-up work
 * at a phone's CPU speed before those pages can render.
 * Like zod's `z.object`, callers copy the fields they know into a new object, so unknown keys drop out.
 */
export function readJsonObject(value: unknown, where = 'the body'): JsonObjectReader {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) fail(where, 'an object');
  const record = value as Record<string, unknown>;
  const read = <T>(key: string, expected: string, isValid: (field: unknown) => field is T): T => {
    const field = record[key];
    return isValid(field) ? field : fail(`${where}.${key}`, expected);
  };
  const isString = (field: unknown) => typeof field === 'string';
  const isInteger = (field: unknown) => Number.isSafeInteger(field);
  const isNumber = (field: unknown) => typeof field === 'number' && Number.isFinite(field);
  const orNull =
    <T>(isValid: (field: unknown) => field is T) =>
    (field: unknown): field is T | null =>
      field === null || isValid(field);
  const orUndefined =
    <T>(isValid: (field: unknown) => field is T) =>
    (field: unknown): field is T | undefined =>
      field === undefined || isValid(field);
  const isOneOf =
    <Value extends string>(values: readonly Value[]) =>
    (field: unknown): field is Value =>
      values.includes(field as Value);
  const list = (key: string) => read(key, 'a list', (field): field is unknown[] => Array.isArray(field));
  return {
    string: (key) => read(key, 'a string', (field): field is string => isString(field)),
    nullableString: (key) =>
      read(
        key,
        'a string or null',
        orNull((field): field is string => isString(field)),
      ),
    boolean: (key) => read(key, 'a boolean', (field): field is boolean => typeof field === 'boolean'),
    integer: (key) => read(key, 'an integer', (field): field is number => isInteger(field)),
    nullableInteger: (key) =>
      read(
        key,
        'an integer or null',
        orNull((field): field is number => isInteger(field)),
      ),
    number: (key) => read(key, 'a number', (field): field is number => isNumber(field)),
    optionalNumber: (key) =>
      read(
        key,
        'a number if present',
        orUndefined((field): field is number => isNumber(field)),
      ),
    nullableNumber: (key) =>
      read(
        key,
        'a number or null',
        orNull((field): field is number => isNumber(field)),
      ),
    optionalString: (key) =>
      read(
        key,
        'a string if present',
        orUndefined((field): field is string => isString(field)),
      ),
    stringArray: (key) =>
      list(key).map((item, index) => (isString(item) ? item : fail(`${where}.${key}.${index}`, 'a string'))),
    optionalInteger: (key) =>
      read(
        key,
        'an integer if present',
        orUndefined((field): field is number => isInteger(field)),
      ),
    oneOf: (key, values) => read(key, `one of ${values.join(', ')}`, isOneOf(values)),
    nullableOneOf: (key, values) => read(key, `null or one of ${values.join(', ')}`, orNull(isOneOf(values))),
    optionalOneOf: (key, values) =>
      read(key, `one of ${values.join(', ')} if present`, orUndefined(isOneOf(values))),
    object: (key) => readJsonObject(record[key], `${where}.${key}`),
    nullableObject: (key) => (record[key] === null ? null : readJsonObject(record[key], `${where}.${key}`)),
    objectArray: (key) => list(key).map((item, index) => readJsonObject(item, `${where}.${key}.${index}`)),
  };
}
