export {};
/**
 * `npm run bench [-- name ...]`: runs the benchmarks one after another (they share the machine's two cores, so
 * never in parallel) and writes bench/results/<name>.json. Names: web-cold-load, api-throughput, login-storm,
 * data-growth, guard-menus, realtime, tax-import, user-admin, workflow, attachment-upload, organisation, content-search,
 * payment-idempotence, product-home, soak.
 */
const ALL = [
  'guard-menus',
  'api-throughput',
  'login-storm',
  'data-growth',
  'realtime',
  'web-cold-load',
  'tax-import',
  'user-admin',
  'workflow',
  'attachment-upload',
  'organisation',
  'content-search',
  'payment-idempotence',
  'product-home',
  'soak',
] as const;

const wanted = process.argv.slice(2).filter((a) => !a.startsWith('-'));
const names = wanted.length ? wanted : [...ALL];
for (const name of names) {
  if (!(ALL as readonly string[]).includes(name)) {
    console.error(`unknown benchmark ${name}; known: ${ALL.join(', ')}`);
    process.exit(2);
  }
}
for (const name of names) {
  const started = Date.now();
  console.log(`\n=== ${name} ===`);
  const mod = (await import(`./${name}.ts`)) as { run(): void | Promise<void> };
  await mod.run();
  console.log(`(${name} took ${Math.round((Date.now() - started) / 1000)} s)`);
}
// A benchmark that missed its budget set process.exitCode (after writing its results): the run fails.
process.exit(process.exitCode ?? 0);
