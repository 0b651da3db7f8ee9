/** Small SQL helpers shared by the repos. */

/** A LIKE/ILIKE pattern that matches `value` literally anywhere (its %, _ and \ escaped). */
export function containsPattern(value: string): string {
  return `%${value.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}
