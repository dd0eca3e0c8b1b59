/** The catalog's research-area taxonomy (slug → label), as the API's `area` filter takes it. */
export const areaLabels: Readonly<Record<string, string>> = {
  'artificial-intelligence': 'Artificial intelligence',
  'machine-learning': 'Machine learning',
  'computer-vision': 'Computer vision',
  'natural-language-processing': 'Natural language processing',
  'speech-audio': 'Speech and audio',
  robotics: 'Robotics',
  'human-computer-interaction': 'Human-computer interaction',
  'information-retrieval-web': 'Information retrieval and the web',
  'data-mining': 'Data mining',
  databases: 'Databases',
  'security-privacy': 'Security and privacy',
  theory: 'Theory of computation',
  'software-engineering': 'Software engineering',
  'programming-languages': 'Programming languages',
  systems: 'Systems and architecture',
  networking: 'Networking',
  'graphics-multimedia': 'Graphics and multimedia',
  interdisciplinary: 'Interdisciplinary',
};

/** Region slugs with their labels. */
export const regionLabels: Readonly<Record<string, string>> = {
  'north-america': 'North America',
  europe: 'Europe',
  asia: 'Asia',
  australia: 'Australia',
  africa: 'Africa',
  'south-america': 'South America',
};
