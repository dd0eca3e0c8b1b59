import autocannon from 'autocannon';
import type { LoadScenario } from './create-load-scenarios.ts';

/** The figures the load test reports per scenario. */
export interface ScenarioFigures {
  scenario: string;
  requestsPerSecond: number;
  /** Successful analyses (201) per second; only where the scenario sends any. */
  analysesPerSecond?: number;
  p50Ms: number;
  p99Ms: number;
  /** Non-2xx answers plus socket errors and timeouts. */
  errors: number;
  /** Requests with no answer within autocannon's 10 s timeout (part of `errors`). */
  timeouts: number;
  statusCodes: Record<string, number>;
}

/** Runs one scenario with autocannon and reduces its result to the reported figures. */
export async function runLoadScenario(options: {
  base: string;
  scenario: LoadScenario;
  connections: number;
  durationSeconds: number;
}): Promise<ScenarioFigures> {
  let analyses = 0;
  const steps = options.scenario.steps.map((step) =>
    step.path === '/api/submissions'
      ? {
          ...step,
          onResponse: (status: number) => {
            if (status === 201) analyses += 1;
          },
        }
      : step,
  );
  const result = await autocannon({
    url: options.base,
    connections: options.connections,
    duration: options.durationSeconds,
    requests: steps,
  });
  const hasAnalyses = steps.some((step) => step.path === '/api/submissions');
  return {
    scenario: options.scenario.name,
    requestsPerSecond: Math.round(result.requests.average),
    ...(hasAnalyses ? { analysesPerSecond: Math.round(analyses / result.duration) } : {}),
    p50Ms: result.latency.p50,
    p99Ms: result.latency.p99,
    errors: result.non2xx + result.errors,
    timeouts: result.timeouts,
    statusCodes: Object.fromEntries(
      Object.entries(result.statusCodeStats).map(([code, { count }]) => [code, Number(count)]),
    ),
  };
}
