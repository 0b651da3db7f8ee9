/**
 * The generic shapes of the API (§7). The entities of §3 are written as zod schemas with their area's contract
 * (api/<area>.ts), and their types come from there. Field names follow the spec (including its spellings, e.g.
 * `userOrganzations`), because the portal's sub-apps and later areas read these names.
 */

/** §7 envelope: every /japi response. Lists put `{ records, current, size, total }` in data[0]. */
export interface Envelope<T = unknown> {
  code: string;
  msg: string;
  data: T[];
}

export interface Page<T> {
  records: T[];
  current: number;
  size: number;
  total: number;
}
