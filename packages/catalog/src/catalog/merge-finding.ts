/** Finding kinds, most certain first: the order the audit lists them in. */
export const MERGE_FINDING_KINDS = [
  'same-dblp',
  'similar-name',
  'same-acronym',
  'acronym-part',
  'unrelated-alias',
  'rank-without-list-row',
  'deadline-outside-edition',
] as const;

export type MergeFindingKind = (typeof MERGE_FINDING_KINDS)[number];

/**
 * A merge worth a look: venues that may be one (`same-dblp`, `similar-name`, `same-acronym`, and
 * `acronym-part` for a joint event such as AACL-IJCNLP beside AACL), or one venue with an alias that is
 * no spelling of its acronym (`unrelated-alias`: COMAD filed under SIGMOD, unless it is a former name),
 * or a value filed in the wrong place (`rank-without-list-row`, `deadline-outside-edition`).
 */
export interface MergeFinding {
  kind: MergeFindingKind;
  venueIds: string[];
  /** For `unrelated-alias`: the alias in question. */
  alias?: string;
  detail: string;
}
