/**
 * The fixed research-area taxonomy. The matcher uses the same slugs, so changing one is a breaking change
 * for both packages.
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

export type AreaSlug = (typeof AREA_TAXONOMY)[number]['slug'];

const AREA_SLUGS: ReadonlySet<string> = new Set(AREA_TAXONOMY.map((area) => area.slug));

/** Tells whether a string is one of the taxonomy slugs. */
export function isAreaSlug(value: string): value is AreaSlug {
  return AREA_SLUGS.has(value);
}

/** Sorts area slugs into taxonomy order, which is the order the UI lists them in. */
export function compareAreas(a: AreaSlug, b: AreaSlug): number {
  return areaIndex(a) - areaIndex(b);
}

function areaIndex(slug: AreaSlug): number {
  return AREA_TAXONOMY.findIndex((area) => area.slug === slug);
}
