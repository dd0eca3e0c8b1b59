import { describe, expect, it } from 'vitest';
import { importCcfList2022 } from './import-ccf-list-2022.ts';

const TEXT = `
                    中国计算机学会推荐国际学术期刊
                         （计算机体系结构/并行与分布计算/存储系统）
 1      TOCS         ACM Transactions on Computer Systems              ACM        http://dblp.uni-trier.de/db/journals/tocs/
                       中国计算机学会推荐国际学术会议
                                        (数据库／数据挖掘／内容检索)
 1     SIGMOD      ACM Conference on Management of Data        ACM      http://dblp.uni-trier.de/db/conf/sigmod/
 2     SIGIR       International Conference on Research on Development in Information Retrieval   ACM   https://dblp.org/db/conf/sigir/index.html
                                              （人工智能）
 8      JASA       The Journal of the Acoustical Society of       AIP      http://scitation.aip.org/content/asa/journal/jasa
 9     AAAI        AAAI Conference on Artificial Intelligence      AAAI     http://dblp.uni-trier.de/db/conf/aaai/
`;

describe('importCcfList2022', () => {
  const result = importCcfList2022([{ path: 'ccf_recommended_2022.txt', text: TEXT }]);

  it('gives each dblp key the CCF area of the section it is listed in', () => {
    expect(result.annotations.map((annotation) => [annotation.dblp, annotation.ccfArea])).toEqual([
      ['journals/tocs', 'DS'],
      ['conf/sigmod', 'DB'],
      ['conf/sigir', 'DB'],
      ['conf/aaai', 'AI'],
    ]);
    expect(result.records).toEqual([]);
  });

  it('reports entries without a dblp link', () => {
    expect(result.issues).toEqual([
      expect.objectContaining({ ref: 'ccf_recommended_2022.txt:10', reason: 'entry without a dblp link' }),
    ]);
  });
});
