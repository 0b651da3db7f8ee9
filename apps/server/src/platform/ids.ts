import { randomInt } from 'node:crypto';

/** Snowflake-like numeric string ids, the shape §3's ids have (e.g. 349855983408250880). */
export function newId(): string {
  return `${Date.now()}${String(randomInt(0, 100000)).padStart(5, '0')}`;
}
