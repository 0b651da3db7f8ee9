import { randomInt } from 'node:crypto';

/**
 * Snowflake-like numeric string ids, the shape §3's ids have (e.g. 349855983408250880): 13 digits of milliseconds,
 * 2 of this process (random at start), 3 of a counter within the millisecond. A burst of more than 1,000 ids in one
 * millisecond (a system notice to a whole enterprise) borrows the next milliseconds, so ids of one process never
 * repeat and grow. Two instances share a process tag with odds 1 in 100, and then collide only on the same
 * millisecond and counter: the primary key refuses such an insert rather than overwriting anything.
 */
const PROCESS_TAG = String(randomInt(0, 100)).padStart(2, '0');
let lastMs = 0;
let counter = 0;

export function newId(): string {
  const now = Date.now();
  if (now > lastMs) {
    lastMs = now;
    counter = 0;
  } else if (++counter > 999) {
    lastMs++;
    counter = 0;
  }
  return `${lastMs}${PROCESS_TAG}${String(counter).padStart(3, '0')}`;
}
