import type { AreaSlug } from '@venuescout/contracts';

export type CcfAreaCode = 'AI' | 'CG' | 'CT' | 'DB' | 'DS' | 'HI' | 'MX' | 'NW' | 'SC' | 'SE';

const CCF_AREAS: Record<CcfAreaCode, AreaSlug> = {
  AI: 'artificial-intelligence',
  CG: 'graphics-multimedia',
  CT: 'theory',
  DB: 'databases',
  DS: 'systems',
  HI: 'human-computer-interaction',
  MX: 'interdisciplinary',
  NW: 'networking',
  SC: 'security-privacy',
  SE: 'software-engineering',
};

/**
 * CCF areas are broad (AI covers vision and NLP; DB covers mining and IR; SE covers PL and OS). Within
 * each, the venue's name picks the finer slug; the first matching rule wins, else the broad slug stays.
 */
const CCF_REFINEMENTS: Partial<Record<CcfAreaCode, [RegExp, AreaSlug[]][]>> = {
  AI: [
    [/speech|spoken/i, ['speech-audio']],
    [/linguistic|language|translation|text|lexical/i, ['natural-language-processing']],
    [
      /vision|image|visual|pattern (recognition|analysis)|face|gesture|biometric|document analysis/i,
      ['computer-vision'],
    ],
    [/robot|automation|autonomous systems/i, ['robotics']],
    [/learning|neural|kernel|statistics/i, ['machine-learning']],
  ],
  CG: [
    [/speech|spoken|acoustic|audio|sound|music/i, ['speech-audio']],
    [/image|vision|video|visual media|pattern/i, ['computer-vision', 'graphics-multimedia']],
  ],
  DB: [
    [/retrieval|search|web|recommend|semantic|information systems/i, ['information-retrieval-web']],
    [/mining|knowledge discovery|knowledge management/i, ['data-mining']],
  ],
  SE: [
    [/programming|compiler|functional|lambda|type system/i, ['programming-languages']],
    [/operating system|systems principles|systems design|storage|virtual execution/i, ['systems']],
  ],
  MX: [
    [/image|vision/i, ['computer-vision', 'interdisciplinary']],
    [/web|social media|information science/i, ['information-retrieval-web']],
  ],
};

/** Short codes of the ai-deadlines family (pwc `sub`, tobna `tags`, hci-deadlines, modeling). */
const SUB_CODES: Record<string, AreaSlug[]> = {
  ml: ['machine-learning'],
  cv: ['computer-vision'],
  cg: ['graphics-multimedia'],
  gm: ['graphics-multimedia'],
  nlp: ['natural-language-processing'],
  ro: ['robotics'],
  sp: ['speech-audio'],
  dm: ['data-mining'],
  ap: ['artificial-intelligence'],
  kr: ['artificial-intelligence'],
  ai: ['artificial-intelligence'],
  hci: ['human-computer-interaction'],
  cscw: ['human-computer-interaction'],
  des: ['human-computer-interaction'],
  hap: ['human-computer-interaction'],
  art: ['human-computer-interaction'],
  hri: ['human-computer-interaction', 'robotics'],
  xr: ['human-computer-interaction', 'graphics-multimedia'],
  vis: ['graphics-multimedia', 'human-computer-interaction'],
  db: ['databases'],
  se: ['software-engineering'],
  pl: ['programming-languages'],
};

/** Free-text tags of hf-ai-deadlines, normalised to lowercase with hyphens. */
const TAGS: Record<string, AreaSlug[]> = {
  'machine-learning': ['machine-learning'],
  'deep-learning': ['machine-learning'],
  'representation-learning': ['machine-learning'],
  'reinforcement-learning': ['machine-learning'],
  'lifelong-learning': ['machine-learning'],
  'computer-vision': ['computer-vision'],
  'image-processing': ['computer-vision'],
  'pattern-recognition': ['computer-vision'],
  'visual-information-processing': ['computer-vision'],
  'natural-language-processing': ['natural-language-processing'],
  'large-language-models': ['natural-language-processing'],
  robotics: ['robotics'],
  speech: ['speech-audio'],
  'signal-processing': ['speech-audio'],
  'data-mining': ['data-mining'],
  'web-mining': ['data-mining'],
  'web-search': ['information-retrieval-web'],
  retrieval: ['information-retrieval-web'],
  recommendation: ['information-retrieval-web'],
  'computer-graphics': ['graphics-multimedia'],
  'human-computer-interaction': ['human-computer-interaction'],
  'knowledge-representation': ['artificial-intelligence'],
  reasoning: ['artificial-intelligence'],
  'software-engineering': ['software-engineering'],
  'information-systems': ['interdisciplinary'],
};

/** Maps a CCF area code, refined by the venue's name, to taxonomy slugs; unknown codes give none. */
export function mapCcfArea(code: string, venueName: string | undefined): AreaSlug[] {
  const upper = code.trim().toUpperCase();
  if (!(upper in CCF_AREAS)) return [];
  const ccf = upper as CcfAreaCode;
  const rule = CCF_REFINEMENTS[ccf]?.find(([pattern]) => pattern.test(venueName ?? ''));
  return rule ? [...rule[1]] : [CCF_AREAS[ccf]];
}

/** Maps ai-deadlines style `sub` codes (`ML`, `CV`, `NLP`…) to taxonomy slugs. */
export function mapSubCodes(codes: unknown): AreaSlug[] {
  return readList(codes).flatMap((code) => SUB_CODES[code.toLowerCase()] ?? []);
}

/** Maps hf-ai-deadlines free-text tags (`computer-vision`, `machine learning`…) to taxonomy slugs. */
export function mapTags(tags: unknown): AreaSlug[] {
  return readList(tags).flatMap((tag) => TAGS[tag.toLowerCase().replace(/[\s_]+/g, '-')] ?? []);
}

function readList(value: unknown): string[] {
  const list = Array.isArray(value) ? value : [value];
  return list
    .filter((item): item is string => typeof item === 'string' && item.trim() !== '')
    .map((item) => item.trim());
}
