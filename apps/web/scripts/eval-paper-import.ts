import { scorePaperImport } from './score-paper-import.ts';

// Prints how well the PDF reader finds each fixture paper's title, abstract and keywords.
const score = await scorePaperImport();
const percent = (value: number) => `${(value * 100).toFixed(1)} %`;
for (const fixture of score.fixtures) {
  const keywords = fixture.hasKeywords === null ? 'none listed' : fixture.hasKeywords ? 'found' : 'MISSED';
  console.log(
    `${fixture.name.padEnd(32)} title ${fixture.isTitleExact ? 'exact' : 'WRONG'}  abstract F1 ${fixture.abstractF1.toFixed(3)}  keywords ${keywords}`,
  );
}
console.log(
  `\n${score.fixtures.length} papers: title exact ${percent(score.titleExact)}, abstract token F1 ${score.abstractF1.toFixed(3)}, keywords found where present ${percent(score.keywordsFound)}`,
);
