/**
 * Prints what a failed journey was doing, in the run's own output (CI keeps nothing else): its steps with their
 * times, the step that failed or was still running when the test timed out, and the page's ARIA snapshot that
 * Playwright writes as the error context. Passing journeys print nothing here (the list reporter names them).
 */
import fs from 'node:fs';
import type { Reporter, TestCase, TestResult, TestStep } from '@playwright/test/reporter';

const MAX_STEPS = 40;
const MAX_CONTEXT_CHARS = 12_000;

function flatten(steps: readonly TestStep[], depth = 0, out: string[] = []): string[] {
  for (const s of steps) {
    if (s.category === 'hook' || s.category === 'fixture') continue;
    const state = s.error ? ' ✘ ' + (s.error.message ?? '').split('\n')[0] : '';
    out.push(`${'  '.repeat(depth)}${s.title} (${s.duration < 0 ? 'unfinished' : `${s.duration} ms`})${state}`);
    flatten(s.steps, depth + 1, out);
  }
  return out;
}

export default class FailureReporter implements Reporter {
  onTestEnd(test: TestCase, result: TestResult): void {
    if (result.status === 'passed' || result.status === 'skipped') return;
    const lines = flatten(result.steps);
    const shown = lines.slice(-MAX_STEPS);
    console.log(`\n── ${test.title}: ${result.status}; its last ${shown.length} of ${lines.length} steps ──`);
    for (const l of shown) console.log(`   ${l}`);
    for (const a of result.attachments) {
      if (a.name !== 'error-context' || !a.path || !fs.existsSync(a.path)) continue;
      console.log('── the page when it failed (error context) ──');
      console.log(fs.readFileSync(a.path, 'utf8').slice(0, MAX_CONTEXT_CHARS));
    }
  }

  printsToStdio(): boolean {
    return false;
  }
}
