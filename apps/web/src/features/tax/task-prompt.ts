/**
 * §2.5/§4 tax task prompt on entering the task page: which quarterly tax, if any, has no task for the current
 * quarter. The rule of one tax type is shared (periodNeedingTask); this picks the tax types to ask about.
 */
import { TAX_PERIODICITY, periodNeedingTask, type DateInput, type Periodicity } from '@portal/shared';
import type { TaxablePeriodRow } from './types.ts';

export interface TaskPromptInput {
  /** The enterprise profile's tax types and periodicities; null when there is no profile (the usual ones apply). */
  profileTaxTypes: readonly { taxType: string; periodicity: Periodicity }[] | null;
  /** The filing preference's default tax types: asked about first, in their order. */
  preferredTaxTypes?: readonly string[];
  /** The enterprise's taxable periods (any tax type), each with its taskNo or null. */
  periods: readonly TaxablePeriodRow[];
  today: DateInput;
}

export interface TaskPromptTarget {
  taxType: string;
  /** The current quarter's period record ('YYYYMM' of its last month in `period`). */
  period: TaxablePeriodRow;
}

/**
 * The quarterly tax types the enterprise files, preferred ones first: the prompt speaks of the current quarter, so a
 * monthly or yearly tax is never asked about.
 */
export function quarterlyTaxTypes(
  input: Pick<TaskPromptInput, 'profileTaxTypes' | 'preferredTaxTypes' | 'periods'>,
): string[] {
  const filed: [string, Periodicity][] = input.profileTaxTypes
    ? input.profileTaxTypes.map((t) => [t.taxType, t.periodicity])
    : [...new Set(input.periods.map((p) => p.taxType))].map((t) => [t, TAX_PERIODICITY[t] ?? 'monthly']);
  const quarterly = filed.filter(([, p]) => p === 'quarterly').map(([t]) => t);
  const preferred = (input.preferredTaxTypes ?? []).filter((t) => quarterly.includes(t));
  return [...new Set([...preferred, ...quarterly])];
}

/**
 * The first quarterly tax type whose current quarter (§9 tax quarter at `today`) is among the enterprise's periods
 * without a task, or null: then nothing is asked.
 */
export function taskPromptTarget(input: TaskPromptInput): TaskPromptTarget | null {
  const tasks = input.periods
    .filter((p) => p.taskNo && p.period)
    .map((p) => ({ taxType: p.taxType, period: p.period as string }));
  for (const taxType of quarterlyTaxTypes(input)) {
    const found = periodNeedingTask(taxType, input.periods, tasks, input.today, { periodicity: 'quarterly' });
    if (found) {
      const period = input.periods.find((p) => p.taxType === taxType && p.period === found.period);
      if (period) return { taxType, period };
    }
  }
  return null;
}
