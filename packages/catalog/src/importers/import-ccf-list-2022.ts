import type { CcfAreaCode } from '../areas/map-source-areas.ts';
import { createImportCollector } from './import-collector.ts';
import { readDblpKey } from './read-dblp-key.ts';
import type { SourceFile, SourceImport } from './source-record.ts';

const SOURCE = 'ccf-list-2022';

/** Section headings of the list name the CCF area in Chinese; the first matching keyword wins. */
const AREA_HEADINGS: [string, CcfAreaCode][] = [
  ['体系结构', 'DS'],
  ['计算机网络', 'NW'],
  ['网络与信息安全', 'SC'],
  ['软件工程', 'SE'],
  ['数据库', 'DB'],
  ['计算机科学理论', 'CT'],
  ['图形学', 'CG'],
  ['人工智能', 'AI'],
  ['人机交互', 'HI'],
  ['交叉', 'MX'],
];

const DBLP_LINK = /https?:\/\/dblp[^\s]*?\/db\/(conf|journals)\/([A-Za-z0-9_+.-]+)/;

/**
 * Imports the text of the CCF 2022 list PDF for one fact: the CCF area of each venue, by dblp key. The
 * table layout does not survive text extraction, so only headings and dblp links are read.
 */
export function importCcfList2022(files: SourceFile[]): SourceImport {
  const collector = createImportCollector(SOURCE);
  const file = files.find((candidate) => candidate.path.endsWith('.txt'));
  if (!file) {
    collector.skip('file', 'ccf_recommended_2022.txt', 'file missing');
    return collector.result;
  }
  let area: CcfAreaCode | undefined;
  const seen = new Set<string>();
  file.text.split(/\r?\n/).forEach((line, index) => {
    const ref = `${file.path}:${index + 1}`;
    const isHeading = !/[A-Za-z]/.test(line) && !line.includes('http');
    const heading = isHeading ? AREA_HEADINGS.find(([keyword]) => line.includes(keyword)) : undefined;
    if (heading) area = heading[1];
    const link = DBLP_LINK.exec(line);
    if (!link) {
      if (/^\s*\d+\s+\S/.test(line) && line.includes('http'))
        collector.skip('record', ref, 'entry without a dblp link');
      return;
    }
    const dblp = readDblpKey(`${link[1]}/${link[2]}`, 'conf');
    if (!dblp || !area)
      return collector.skip(
        'record',
        ref,
        area ? 'unreadable dblp link' : 'dblp link before any area heading',
      );
    const key = `${dblp.toLowerCase()}|${area}`;
    if (seen.has(key)) return;
    seen.add(key);
    collector.result.rankRows.push({
      source: SOURCE,
      ref,
      type: dblp.startsWith('journals/') ? 'journal' : 'conference',
      dblp,
    });
    collector.result.annotations.push({ source: SOURCE, dblp, ccfArea: area });
  });
  return collector.result;
}
