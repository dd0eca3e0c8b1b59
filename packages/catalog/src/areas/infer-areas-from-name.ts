import type { AreaSlug } from '@venuescout/contracts';

/**
 * Unambiguous phrases only: this runs for venues no source gives an area (mostly CORE-only conferences),
 * and a wrong area misleads the matcher more than a missing one.
 */
const RULES: [RegExp, AreaSlug][] = [
  [
    /machine learning|neural (network|information)|learning representations|deep learning|learning theory/i,
    'machine-learning',
  ],
  [/computer vision|\bimages?\b|pattern recognition|video|visual computing/i, 'computer-vision'],
  [
    /natural language|computational linguistics|language (technology|processing|resources)|machine translation/i,
    'natural-language-processing',
  ],
  [/speech|spoken|acoustic|audio|music/i, 'speech-audio'],
  [/robot|automation|autonomous (systems|vehicles)|unmanned/i, 'robotics'],
  [
    /human[- ]computer|human factors|user interface|interactive|interaction|usability|accessib|cooperative work/i,
    'human-computer-interaction',
  ],
  [
    /information retrieval|\bsearch\b|\bweb\b|recommender|digital librar|semantic web/i,
    'information-retrieval-web',
  ],
  [/data mining|knowledge discovery|big data|data science|analytics/i, 'data-mining'],
  [/database|data base|data management|management of data|data engineering/i, 'databases'],
  [/secur|privacy|crypt|trust|forensic|intrusion/i, 'security-privacy'],
  [
    /theory|theoretical|algorithm|automata|complexity|combinatori|logic|computational geometry|formal methods|verification/i,
    'theory',
  ],
  [/software|requirements engineering|program comprehension|testing/i, 'software-engineering'],
  [/programming|compiler|functional|object[- ]oriented|type(s| systems)/i, 'programming-languages'],
  [
    /operating system|architecture|parallel|distributed|high[- ]performance|supercomput|cloud|embedded|storage|real-time|design automation|vlsi|circuits/i,
    'systems',
  ],
  [/network|communication|wireless|mobile computing|internet|sensor|protocol/i, 'networking'],
  [
    /graphics|multimedia|visuali[sz]ation|animation|virtual reality|augmented reality|geometric|rendering/i,
    'graphics-multimedia',
  ],
  [
    /artificial intelligence|intelligent|agents|reasoning|planning|knowledge representation|fuzzy|evolutionary|genetic/i,
    'artificial-intelligence',
  ],
  [/bioinformatic|biolog|medic|health|education|e-learning|economics|finance|social/i, 'interdisciplinary'],
];

/** Guesses at most two areas from a venue's full name; returns none when no phrase matches. */
export function inferAreasFromName(name: string): AreaSlug[] {
  const areas: AreaSlug[] = [];
  for (const [pattern, area] of RULES) {
    if (pattern.test(name) && !areas.includes(area)) areas.push(area);
    if (areas.length === 2) break;
  }
  return areas;
}
