// Back-tests the deadline estimator on the shipped catalog and prints its errors:
//   npm run catalog:backtest [-- --catalog FILE]
import { resolve } from 'node:path';
import { parseArgs } from 'node:util';
import {
  backtestEstimator,
  formatBacktest,
  getEstimateErrorBands,
  loadCatalog,
  summarizeBacktest,
} from '../src/index.ts';

const { values } = parseArgs({ options: { catalog: { type: 'string' } } });
const { venues } = await loadCatalog(values.catalog ? resolve(values.catalog) : undefined);
const backtest = backtestEstimator(venues);
process.stdout.write(formatBacktest(backtest, summarizeBacktest(backtest), getEstimateErrorBands(backtest)));
