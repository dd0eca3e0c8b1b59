/**
 * The fixed research-area taxonomy, slug and label, in the order pages list it. The catalog tags venues
 * with the slugs, the matcher learns from them and the API answers with both forms, so this is the one
 * copy: changing a slug is a breaking change for the shipped catalog, its index and stored analyses.
 */
export const AREA_TAXONOMY = [
  { slug: 'artificial-intelligence', label: 'Artificial intelligence' },
  { slug: 'machine-learning', label: 'Machine learning' },
  { slug: 'computer-vision', label: 'Computer vision' },
  { slug: 'natural-language-processing', label: 'Natural language processing' },
  { slug: 'speech-audio', label: 'Speech and audio' },
  { slug: 'robotics', label: 'Robotics' },
  { slug: 'human-computer-interaction', label: 'Human-computer interaction' },
  { slug: 'information-retrieval-web', label: 'Information retrieval and the web' },
  { slug: 'data-mining', label: 'Data mining' },
  { slug: 'databases', label: 'Databases' },
  { slug: 'security-privacy', label: 'Security and privacy' },
  { slug: 'theory', label: 'Theory of computation' },
  { slug: 'software-engineering', label: 'Software engineering' },
  { slug: 'programming-languages', label: 'Programming languages' },
  { slug: 'systems', label: 'Systems and architecture' },
  { slug: 'networking', label: 'Networking' },
  { slug: 'graphics-multimedia', label: 'Graphics and multimedia' },
  { slug: 'interdisciplinary', label: 'Interdisciplinary' },
] as const;

/** One of the taxonomy's slugs. */
export type AreaSlug = (typeof AREA_TAXONOMY)[number]['slug'];

/** A research area in both forms: the slug filters take and the label pages show. */
export interface Area {
  /** Taxonomy slug, e.g. `machine-learning`, as the `area` filter of `GET /api/venues` takes it. */
  slug: string;
  /** Its label, e.g. `Machine learning`. */
  label: string;
}

const bySlug: ReadonlyMap<string, Area> = new Map(AREA_TAXONOMY.map((area) => [area.slug, area]));
const byLabel: ReadonlyMap<string, Area> = new Map(AREA_TAXONOMY.map((area) => [area.label, area]));

/** Tells whether a string is one of the taxonomy slugs. */
export function isAreaSlug(value: string): value is AreaSlug {
  return bySlug.has(value);
}

/**
 * An area in both forms from either one: answers store slugs (venues) or labels (analyses), so both are
 * looked up. A value the taxonomy does not know (a retired area) is kept as its own slug and label.
 */
export function toArea(slugOrLabel: string): Area {
  return bySlug.get(slugOrLabel) ?? byLabel.get(slugOrLabel) ?? { slug: slugOrLabel, label: slugOrLabel };
}
