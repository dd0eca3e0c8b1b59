import type { Region } from '../model/venue.ts';

/** Countries, US states, provinces and host cities as the sources' `place` fields spell them. */
const PLACES: Record<Region, string> = {
  'north-america':
    'usa|u.s.a|us|united states|united state|eeuu|canada|mexico|costa rica|panama|' +
    'dominican republic|curacao|barbados|st. kitts|grenada|puerto rico|jamaica|bahamas|hawaii|' +
    "hawai'i|alaska|california|washington|oregon|nevada|utah|arizona|colorado|new mexico|" +
    'texas|louisiana|florida|georgia|south carolina|north carolina|virginia|maryland|' +
    'pennsylvania|new york|new jersey|massachusetts|illinois|indiana|michigan|ohio|minnesota|' +
    'tennessee|wisconsin|missouri|quebec|ontario|british columbia|alberta|nova scotia|' +
    'vancouver|montreal|toronto|seattle|denver|los angeles|san francisco|san diego|san jose|' +
    'boston|chicago|honolulu|philadelphia',
  'south-america': 'brazil|argentina|chile|colombia|peru|uruguay|ecuador|venezuela|bolivia|paraguay',
  europe:
    'uk|u.k|united kingdom|united kindom|england|scotland|wales|great britain|ireland|germany|' +
    'france|italy|spain|portugal|madeira|netherlands|netherland|belgium|luxembourg|' +
    'switzerland|austria|denmark|sweden|norway|finland|iceland|poland|czech republic|czechia|' +
    'slovakia|hungary|slovenia|croatia|serbia|bosnia|montenegro|albania|north macedonia|' +
    'greece|cyprus|malta|romania|bulgaria|moldova|lithuania|latvia|estonia|ukraine|belarus|' +
    'russia|turkey|turkiye|tuscany|basque country|london|paris|berlin|madrid|barcelona|lisbon|' +
    'rome|milan|vienna|prague|amsterdam|leuven|birmingham|santiago de compostela',
  asia:
    'china|p.r. china|hong kong|macao|macau|taiwan|japan|korea|south korea|india|singapore|' +
    'vietnam|thailand|malaysia|indonesia|philippines|cambodia|laos|myanmar|bangladesh|' +
    'sri lanka|nepal|pakistan|mongolia|kazakhstan|uzbekistan|armenia|iran|israel|jordan|' +
    'lebanon|qatar|saudi arabia|oman|kuwait|bahrain|uae|u.a.e|united arab emirates|abu dhabi|' +
    'dubai|beijing|shanghai|shenzhen|nanjing|hangzhou|tokyo|kyoto|yokohama|seoul|busan|daegu|' +
    'jeju|bangkok|bali|taipei',
  australia: 'australia|new zealand|fiji|sydney|melbourne|brisbane|adelaide|auckland|gold coast',
  africa:
    'south africa|egypt|morocco|tunisia|algeria|rwanda|kenya|nigeria|ghana|ethiopia|senegal|' +
    'tanzania|uganda|cape town|marrakech|kigali|rabat|cairo',
};

/** Two-letter codes are read only as the last part of a place ("Long Beach, CA"), in capitals. */
const CODES: Record<string, Region> = {
  CA: 'north-america',
  WA: 'north-america',
  NY: 'north-america',
  TX: 'north-america',
  MA: 'north-america',
  PA: 'north-america',
  IL: 'north-america',
  FL: 'north-america',
  GA: 'north-america',
  CO: 'north-america',
  AZ: 'north-america',
  UT: 'north-america',
  HI: 'north-america',
  MD: 'north-america',
  VA: 'north-america',
  NC: 'north-america',
  LA: 'north-america',
  NM: 'north-america',
  DC: 'north-america',
  QC: 'north-america',
  ON: 'north-america',
  BC: 'north-america',
  BE: 'europe',
};

const LOOKUP: [RegExp, Region][] = Object.entries(PLACES)
  .flatMap(([region, names]) => names.split('|').map((name) => [name, region as Region] as const))
  // Longer names first, so "south korea" is read before "korea" and "new mexico" before "mexico".
  .sort((a, b) => b[0].length - a[0].length)
  .map(([name, region]) => [new RegExp(`(^|[^a-z])${name.replace(/\./g, '\\.')}($|[^a-z])`), region]);

/** Finds the world region of a place such as "Vancouver, Canada"; null for "Online", "TBD" or unknown. */
export function findRegion(place: string | undefined): Region | null {
  if (!place) return null;
  const lastPart = place.split(/[,;]/).at(-1)?.trim() ?? '';
  const code = CODES[lastPart];
  if (code) return code;
  const text = place
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase();
  let best: { at: number; region: Region } | null = null;
  for (const [pattern, region] of LOOKUP) {
    const match = pattern.exec(text);
    // The country usually comes last ("Atlanta, Georgia, USA"), so the right-most match wins.
    if (match && (!best || match.index > best.at)) best = { at: match.index, region };
  }
  return best?.region ?? null;
}
