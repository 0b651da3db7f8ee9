/**
 * The holiday arrangement the filing deadlines are moved by (shared tax/holidays.ts): the tax_holidays table, one
 * calendar per instance built from it (dropped on every instance when it changes), with the statutory holidays for a
 * year nobody entered (provisional deadlines, 预计). When a year's arrangement changes, the deadlines stored on every
 * enterprise's periods and tasks that it moves are recomputed in the same transaction.
 */
import { holidayCalendar, storedPeriodDeadline, type HolidayCalendar, type HolidayKind } from '@portal/shared';
import { statutoryHolidays } from '@portal/shared/tax/statutory-holidays';
import type { Deps } from '../../platform/deps.ts';
import type { DbOrTx } from '../../db/client.ts';
import { perApp } from '../../platform/per-app.ts';
import { allHolidays, setStoredDeadlines, storedPeriodKeys, type HolidayRow } from './holiday-repo.ts';

export function calendarOf(rows: readonly HolidayRow[]): HolidayCalendar {
  return holidayCalendar(
    rows.map((r) => ({ date: r.date, kind: r.kind as HolidayKind, name: r.name })),
    statutoryHolidays,
  );
}

class HolidayService {
  private loaded: Promise<HolidayCalendar> | null = null;

  constructor(private readonly deps: Deps) {
    deps.bus.subscribe((e) => {
      if (e.type === 'taxHolidays.changed' || e.type === 'caches.reset') this.loaded = null;
    });
  }

  /** The calendar of the entered arrangements (read once, until they change). */
  calendar(): Promise<HolidayCalendar> {
    this.loaded ??= allHolidays(this.deps.db)
      .then(calendarOf)
      .catch((e: unknown) => {
        this.loaded = null;
        throw e;
      });
    return this.loaded;
  }

  /** After a change committed: every instance reads the table again. */
  changed(): Promise<void> {
    return this.deps.bus.publish({ type: 'taxHolidays.changed' });
  }
}

export const holidayService = perApp((deps) => new HolidayService(deps));

/**
 * Recomputes the stored deadlines a change to `year`'s arrangement can move: those of periods ending from January of
 * the year before (a November period's December deadline can run into January) to December of the year (its
 * January deadline is in the next year, but a period of the year is cheap to include).
 */
export async function recomputeDeadlines(tx: DbOrTx, year: number): Promise<void> {
  const holidays = calendarOf(await allHolidays(tx));
  const keys = await storedPeriodKeys(tx, `${year - 1}01`, `${year}12`);
  await setStoredDeadlines(
    tx,
    keys.flatMap(({ taxType, period }) => {
      const d = storedPeriodDeadline(taxType, period, holidays);
      return d ? [{ taxType, period, deadline: d.deadline, reason: d.reason, provisional: d.provisional }] : [];
    }),
  );
}
