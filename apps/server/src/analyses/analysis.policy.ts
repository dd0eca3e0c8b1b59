import type { PlanLimits } from '../plans/get-plan-limits.ts';

/**
 * Whether a user may create another analysis: always on an unlimited plan, otherwise only while the
 * analyses they have made stay under the plan's limit.
 */
export function canCreateAnalysis(limits: Pick<PlanLimits, 'maxSubmissions'>, analysesMade: number): boolean {
  return limits.maxSubmissions === null || analysesMade < limits.maxSubmissions;
}
