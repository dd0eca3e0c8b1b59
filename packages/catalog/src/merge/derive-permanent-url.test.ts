import { describe, expect, it } from 'vitest';
import { derivePermanentUrl, hasEditionYear } from './derive-permanent-url.ts';

const venue = (acronym: string, name = `${acronym} Conference`, aliases: string[] = []) => ({
  acronym,
  name,
  aliases,
});

describe('derivePermanentUrl', () => {
  it.each([
    ['https://www.wsdm-conference.org/2023/', venue('WSDM'), 'https://www.wsdm-conference.org/'],
    ['https://iclr.cc/Conferences/2026', venue('ICLR'), 'https://iclr.cc/'],
    ['https://2026.ijcai.org/', venue('IJCAI'), 'https://ijcai.org/'],
    ['https://2027.acmmmsys.org', venue('MMSys'), 'https://acmmmsys.org/'],
    ['https://infocom2027.ieee-infocom.org/', venue('INFOCOM'), 'https://ieee-infocom.org/'],
    ['https://crypto.iacr.org/2026/', venue('CRYPTO'), 'https://crypto.iacr.org/'],
    [
      'https://acisp-conference.github.io/acisp2026/index.html',
      venue('ACISP'),
      'https://acisp-conference.github.io/',
    ],
    ['https://iscaconf.org/isca2026/', venue('ISCA'), 'https://iscaconf.org/'],
    ['https://bigdataieee.org/BigData2026/', venue('IEEE BigData'), 'https://bigdataieee.org/'],
    ['https://ieeevr.org/2027/', venue('VR'), 'https://ieeevr.org/'],
    [
      'https://www.computingfrontiers.org/2026/',
      venue('CF', 'ACM International Conference on Computing Frontiers'),
      'https://www.computingfrontiers.org/',
    ],
  ])('%s → %s', (url, names, expected) => {
    expect(derivePermanentUrl(url, names)).toBe(expected);
  });

  it.each([
    ['https://2026.aclweb.org/', venue('ACL'), "the organisation's site, home to many venues"],
    ['https://2026.naacl.org/', venue('EACL'), 'another venue'],
    ['https://cyprusconferences.org/issre2026/', venue('ISSRE'), "an organiser's site"],
    ['https://conf.researchr.org/home/icse-2027', venue('ICSE'), 'a host of many conferences'],
    ['https://www.brain.kyutech.ac.jp/~s-yasukawa/ro-man2026/', venue('RO-MAN'), 'a personal page'],
    ['https://sp2027.ieee-security.org/index.html', venue('S&P'), "the technical committee's site"],
    ['http://tcci.ccf.org.cn/conference/2026/', venue('NLPCC'), "a committee's list of conferences"],
    ['https://eusipco2026.org/', venue('EUSIPCO'), 'another domain altogether'],
    ['https://www.usenix.org/conference/fast27', venue('FAST'), "the publisher's site"],
    ['https://cvpr.thecvf.com/', venue('CVPR'), 'no year to take off'],
  ])('gives none for %s (%s): %s', (url, names) => {
    expect(derivePermanentUrl(url, names)).toBeUndefined();
  });
});

describe('hasEditionYear', () => {
  it.each([
    ['https://2026.eacl.org/', true],
    ['https://www.usenix.org/conference/fast27', true],
    ['https://www.floc26.org/ijcar', true],
    ['https://icdf2c.eai-conferences.org/', false],
    ['https://cvpr.thecvf.com/', false],
    ['https://www.ieee-ras.org/publications/t-ro', false],
  ])('%s: %s', (url, expected) => {
    expect(hasEditionYear(url)).toBe(expected);
  });
});
