/** Writes bench/results/<name>.json and prints a short table. */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

export interface Row {
  [column: string]: string | number | boolean | null;
}

export interface BenchResult {
  name: string;
  date: string;
  machine: { cpus: number; model: string; memoryGiB: number; node: string; platform: string };
  budgets: Record<string, string>;
  rows: Row[];
  /** Further tables (e.g. per-page sizes), printed after the main one. */
  tables?: Record<string, Row[]>;
  notes?: string[];
}

export function machine(): BenchResult['machine'] {
  return {
    cpus: os.cpus().length,
    model: os.cpus()[0]?.model ?? 'unknown',
    memoryGiB: Math.round(os.totalmem() / 2 ** 30),
    node: process.version,
    platform: `${os.platform()} ${os.release()}`,
  };
}

export function writeResult(result: Omit<BenchResult, 'date' | 'machine'>): BenchResult {
  const full: BenchResult = { ...result, date: new Date().toISOString(), machine: machine() };
  const dir = path.join(import.meta.dirname, '..', 'results');
  fs.mkdirSync(dir, { recursive: true });
  fs.writeFileSync(path.join(dir, `${result.name}.json`), `${JSON.stringify(full, null, 2)}\n`);
  printTable(result.name, result.rows);
  for (const [title, rows] of Object.entries(result.tables ?? {})) printTable(`${result.name}: ${title}`, rows);
  for (const n of result.notes ?? []) console.log(`  note: ${n}`);
  return full;
}

export function printTable(title: string, rows: Row[]): void {
  console.log(`\n## ${title}`);
  if (rows.length === 0) return;
  const cols = [...new Set(rows.flatMap((r) => Object.keys(r)))];
  const width = cols.map((c) => Math.max(c.length, ...rows.map((r) => String(r[c] ?? '').length)));
  const line = (cells: string[]) => cells.map((c, i) => c.padEnd(width[i])).join('  ');
  console.log(line(cols));
  console.log(line(width.map((w) => '-'.repeat(w))));
  for (const r of rows) console.log(line(cols.map((c) => String(r[c] ?? ''))));
}
