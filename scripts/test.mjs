#!/usr/bin/env node
/**
 * `npm test`: every stage of the test suite, one after the other (typecheck and lint side by side), each timed; at the
 * end the time of each stage, the 20 slowest test files (vitest and Playwright write their per-file times as JSON into
 * a folder of the run) and every failed test.
 *
 * The server suite runs twice: on the embedded database (PGlite) and, when PostgreSQL answers (TEST_DATABASE_URL,
 * default postgres://127.0.0.1:5432/test), on PostgreSQL; without it that pass is reported as skipped. A failed
 * stage does not stop the run (CI keeps only this output, so every stage's result is worth having); the exit code
 * is non-zero when any stage failed.
 *
 * `npm test -- <stage> …` runs only the named stages (typecheck, lint, unit, server, build, e2e, server-pg).
 */
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const reports = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-test-times-'));
const pgUrl = process.env.TEST_DATABASE_URL || 'postgres://127.0.0.1:5432/test';

/** vitest with its usual output plus a JSON report of per-file times. */
const vitest = (projects, file) =>
  `npx vitest run ${projects.map((p) => `--project ${p}`).join(' ')} --reporter=default --reporter=json --outputFile.json=${path.join(reports, file)}`;

const STAGES = [
  { name: 'typecheck', cmd: 'npm run typecheck' },
  // tsc and eslint each keep one core busy: they run side by side (their outputs printed whole, one after the other).
  { name: 'lint', cmd: 'npm run lint', alongside: 'typecheck' },
  { name: 'unit', cmd: vitest(['shared', 'web'], 'unit.json') },
  {
    name: 'server',
    label: 'server (PGlite)',
    cmd: vitest(['server'], 'server.json'),
    // The contract-only files run once, in the PostgreSQL pass, when it follows (vitest.config.ts CONTRACT_ONLY).
    env: async () => ((await pgPassFollows()) ? { SERVER_PG_PASS_FOLLOWS: '1' } : {}),
  },
  { name: 'build', label: 'build (for e2e)', cmd: 'npm run build', env: { NODE_ENV: 'development' } },
  {
    name: 'e2e',
    cmd: 'npm run test -w e2e',
    env: { PLAYWRIGHT_JSON_OUTPUT_NAME: path.join(reports, 'e2e.json') },
  },
  {
    name: 'server-pg',
    label: 'server (PostgreSQL)',
    cmd: vitest(['server'], 'server-pg.json'),
    env: { DATABASE_URL: pgUrl },
    when: () => pgPassFollows(),
  },
];

/** Whether this run has the PostgreSQL pass: it is asked for (all stages, or server-pg named) and PostgreSQL answers. */
async function pgPassFollows() {
  const asked = process.argv.slice(2);
  return (asked.length === 0 || asked.includes('server-pg')) && (await answers(pgUrl));
}

/** Whether a TCP connection to the URL's host and port opens within 2 s. */
function answers(url) {
  const { hostname, port } = new URL(url);
  return new Promise((resolve) => {
    const socket = net.connect({ host: hostname, port: Number(port || 5432) });
    const done = (ok) => {
      socket.destroy();
      resolve(ok);
    };
    socket.setTimeout(2000, () => done(false));
    socket.once('connect', () => done(true));
    socket.once('error', () => done(false));
  });
}

/**
 * The machine's busy CPU time so far (Linux /proc/stat: every state but idle and iowait, in ticks of 10 ms): over a
 * stage, that time divided by its wall time says how many of the cores the stage kept busy (its browsers, servers
 * and PostgreSQL included), that is, how much room a parallel run would have.
 */
function busyCpuMs() {
  try {
    const [, user, nice, system, , , irq, softirq, steal] = fs
      .readFileSync('/proc/stat', 'utf8')
      .split('\n')[0]
      .trim()
      .split(/\s+/)
      .map(Number);
    return (user + nice + system + irq + softirq + steal) * 10;
  } catch {
    return undefined;
  }
}

/** Runs a command; `collect` keeps its output (both streams, in order) and hands it back instead of showing it. */
function run(cmd, env, collect = false) {
  return new Promise((resolve) => {
    const child = spawn(cmd, {
      cwd: root,
      shell: true,
      stdio: collect ? ['ignore', 'pipe', 'pipe'] : 'inherit',
      env: { ...process.env, ...env },
    });
    const output = [];
    child.stdout?.on('data', (d) => output.push(d));
    child.stderr?.on('data', (d) => output.push(d));
    child.on('close', (code, signal) => resolve({ code: code ?? (signal ? 1 : 0), output: Buffer.concat(output) }));
  });
}

/** Per-file durations (ms) from vitest's JSON report (jest format: testResults[].name/startTime/endTime). */
function vitestFiles(file, stage) {
  const report = readJson(file);
  return (report?.testResults ?? []).map((r) => ({
    stage,
    file: path.relative(root, r.name),
    ms: Math.max(0, (r.endTime ?? 0) - (r.startTime ?? 0)),
  }));
}

/**
 * Per-file durations (ms) from Playwright's JSON report: the sum of its tests' run times, by the spec file that ran
 * them (its top-level suite), not the module that declared them (tests/tax-screens.ts serves two spec files).
 */
function playwrightFiles(file) {
  const report = readJson(file);
  const byFile = new Map();
  const walk = (suite, top) => {
    for (const spec of suite.specs ?? []) {
      const ms = spec.tests.flatMap((t) => t.results).reduce((sum, r) => sum + (r.duration ?? 0), 0);
      byFile.set(top, (byFile.get(top) ?? 0) + ms);
    }
    for (const child of suite.suites ?? []) walk(child, top);
  };
  for (const suite of report?.suites ?? []) walk(suite, suite.file);
  return [...byFile].map(([f, ms]) => ({ stage: 'e2e', file: path.join('e2e/tests', f), ms }));
}

function readJson(file) {
  const full = path.join(reports, file);
  if (!fs.existsSync(full)) return undefined;
  try {
    return JSON.parse(fs.readFileSync(full, 'utf8'));
  } catch {
    return undefined;
  }
}

const seconds = (ms) => `${(ms / 1000).toFixed(1)} s`;

const wanted = process.argv.slice(2);
const unknown = wanted.filter((w) => !STAGES.some((s) => s.name === w));
if (unknown.length) {
  console.error(`unknown stage(s): ${unknown.join(', ')}; stages: ${STAGES.map((s) => s.name).join(', ')}`);
  process.exit(2);
}
const results = [];
const started = Date.now();
const chosen = STAGES.filter((stage) => !wanted.length || wanted.includes(stage.name));
// Consecutive stages that run side by side (a stage `alongside` the one before it) form one group.
const groups = [];
for (const stage of chosen) {
  const last = groups.at(-1);
  if (last && stage.alongside && last.some((s) => s.name === stage.alongside)) last.push(stage);
  else groups.push([stage]);
}
for (const group of groups) {
  const cpu0 = busyCpuMs();
  const together = group.length > 1;
  if (together) console.log(`\n== ${group.map((s) => s.label ?? s.name).join(' and ')}, side by side ==`);
  const done = await Promise.all(
    group.map(async (stage) => {
      const label = stage.label ?? stage.name;
      if (stage.when && !(await stage.when())) {
        console.log(`\n== ${label}: skipped (PostgreSQL not answering at ${pgUrl}) ==`);
        return { label, status: 'skipped', ms: 0 };
      }
      if (!together) console.log(`\n== ${label} ==`);
      const t0 = Date.now();
      const env = typeof stage.env === 'function' ? await stage.env() : stage.env;
      const { code, output } = await run(stage.cmd, env, together);
      const ms = Date.now() - t0;
      if (together) process.stdout.write(`\n== ${label} (${seconds(ms)}) ==\n${output}`);
      return { label, status: code === 0 ? 'passed' : `failed (exit ${code})`, ms };
    }),
  );
  const cpu1 = busyCpuMs();
  const wall = Math.max(...done.map((r) => r.ms));
  const cores = cpu0 === undefined || cpu1 === undefined || !wall ? undefined : (cpu1 - cpu0) / wall;
  for (const r of done) results.push({ ...r, cores, together });
}

/** Test counts over every report: vitest's num*Tests, Playwright's stats. */
const counts = { passed: 0, failed: 0, skipped: 0 };
for (const file of ['unit.json', 'server.json', 'server-pg.json']) {
  const r = readJson(file);
  if (!r) continue;
  counts.passed += r.numPassedTests ?? 0;
  counts.failed += r.numFailedTests ?? 0;
  counts.skipped += (r.numPendingTests ?? 0) + (r.numTodoTests ?? 0);
}
const e2eStats = readJson('e2e.json')?.stats;
if (e2eStats) {
  counts.passed += (e2eStats.expected ?? 0) + (e2eStats.flaky ?? 0);
  counts.failed += e2eStats.unexpected ?? 0;
  counts.skipped += e2eStats.skipped ?? 0;
}

/** Every failed test with the first lines of its message, so that the end of the output names what failed. */
const ANSI = new RegExp(`${String.fromCharCode(27)}\\[[0-9;]*m`, 'g');
const excerpt = (text) =>
  String(text ?? '')
    .replace(ANSI, '')
    .split('\n')
    .filter((line) => !line.includes('node_modules/'))
    .slice(0, 12)
    .map((line) => `      ${line}`)
    .join('\n');
const failures = [];
for (const [file, stage] of [
  ['unit.json', 'unit'],
  ['server.json', 'server (PGlite)'],
  ['server-pg.json', 'server (PostgreSQL)'],
]) {
  for (const r of readJson(file)?.testResults ?? []) {
    const where = `${stage}: ${path.relative(root, r.name)}`;
    const failedTests = (r.assertionResults ?? []).filter((a) => a.status === 'failed');
    for (const a of failedTests) failures.push(`${where} > ${a.fullName}\n${excerpt(a.failureMessages?.join('\n'))}`);
    // A file that failed outside its tests (an import, a hook) has a message and no failed test.
    if (r.status === 'failed' && !failedTests.length) failures.push(`${where}\n${excerpt(r.message)}`);
  }
}
const walkE2e = (suite, top) => {
  for (const spec of suite.specs ?? [])
    for (const t of spec.tests ?? [])
      for (const res of t.results ?? [])
        if (res.status !== 'passed' && res.status !== 'skipped')
          failures.push(`e2e: e2e/tests/${top} > ${spec.title}\n${excerpt(res.error?.message ?? res.status)}`);
  for (const child of suite.suites ?? []) walkE2e(child, top);
};
for (const suite of readJson('e2e.json')?.suites ?? []) walkE2e(suite, suite.file);

const files = [
  ...vitestFiles('unit.json', 'unit'),
  ...vitestFiles('server.json', 'server (PGlite)'),
  ...vitestFiles('server-pg.json', 'server (PostgreSQL)'),
  ...playwrightFiles('e2e.json'),
].sort((a, b) => b.ms - a.ms);

console.log('\n== time by stage (cores: the busy CPU time of the machine over the wall time) ==');
for (const r of results) {
  const cores = r.cores === undefined ? '' : `  ${r.cores.toFixed(2)} cores${r.together ? ' (side by side)' : ''}`;
  console.log(`${r.label.padEnd(22)} ${seconds(r.ms).padStart(9)}  ${r.status}${cores}`);
}
console.log(`${'total'.padEnd(22)} ${seconds(Date.now() - started).padStart(9)}`);
if (files.length) {
  console.log('\n== the 20 slowest test files ==');
  for (const f of files.slice(0, 20)) console.log(`${seconds(f.ms).padStart(9)}  ${f.stage.padEnd(20)} ${f.file}`);
}
if (failures.length) {
  console.log('\n== failed tests ==');
  for (const f of failures.slice(0, 30)) console.log(`  ${f}`);
  if (failures.length > 30) console.log(`  … and ${failures.length - 30} more`);
}
fs.rmSync(reports, { recursive: true, force: true });
const failed = results.filter((r) => r.status.startsWith('failed'));
const ran = results.filter((r) => r.status !== 'skipped');
console.log(`\nstages: ${ran.length - failed.length} passed, ${failed.length} failed`);
const t = counts;
console.log(`tests: ${t.passed} passed, ${t.failed} failed${t.skipped ? `, ${t.skipped} skipped` : ''}`);
process.exit(failed.length ? 1 : 0);
