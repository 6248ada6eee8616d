// Sums every suite of a test run into the one closing line CI reads: "N passed, M failed".
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

const dir = process.argv[2];
let passed = 0;
let failed = 0;
const rows = [];
// The names of the tests that failed, printed above the closing line: CI keeps only the end of a run's output.
const failures = [];

/** Playwright's failed tests, walking its nested suites; a test that passed on retry (flaky) is not one. */
function playwrightFailures(suite, file, titles = []) {
  const path = suite.title && suite.title !== file ? [...titles, suite.title] : titles;
  for (const spec of suite.specs ?? []) {
    for (const test of spec.tests ?? []) {
      if (test.status === 'unexpected')
        failures.push(
          `${file}: [${test.projectName}] ${[...path, spec.title].join(' › ')} (${spec.file}:${spec.line})`,
        );
    }
  }
  for (const child of suite.suites ?? []) playwrightFailures(child, file, path);
}

/** The rows of one of test.sh's tab-separated files, each split into its fields; none when the file is missing. */
const tsvRows = (name) =>
  existsSync(join(dir, name))
    ? readFileSync(join(dir, name), 'utf8')
        .split('\n')
        .filter(Boolean)
        .map((line) => line.split('\t'))
    : [];

for (const [name, outcome] of tsvRows('checks.tsv')) {
  // A suite the machine cannot run (no PostgreSQL installed) is listed with its reason and counts neither way.
  if (outcome === 'skip') {
    rows.push(`– ${name}`);
    continue;
  }
  if (outcome === 'pass') passed++;
  else failed++;
  rows.push(`${outcome === 'pass' ? '✓' : '✗'} ${name}`);
}

for (const file of readdirSync(dir).filter((f) => f.endsWith('.json'))) {
  const report = JSON.parse(readFileSync(join(dir, file), 'utf8'));
  let p = 0;
  let f = 0;
  if (report.stats && 'expected' in report.stats) {
    // Playwright: a test that passed on retry is flaky, still a pass.
    p = report.stats.expected + report.stats.flaky;
    // An error outside any test (a web server that could not start, a config that did not load) means tests that
    // never ran: each counts as a failure, or a suite that ran nothing would read as green.
    f = report.stats.unexpected + (report.errors?.length ?? 0);
    for (const suite of report.suites ?? []) playwrightFailures(suite, file.replace(/\.json$/, ''));
    for (const error of report.errors ?? []) failures.push(`${file}: ${String(error.message ?? error).split('\n')[0]}`);
  } else {
    // Vitest (jest-shaped): a test file that failed to load has no failed test of its own; count it once.
    p = report.numPassedTests ?? 0;
    f = report.numFailedTests ?? 0;
    for (const file of report.testResults ?? []) {
      const failedTests = (file.assertionResults ?? []).filter((t) => t.status === 'failed').length;
      if (file.status === 'failed' && failedTests === 0) {
        f++;
        failures.push(`${file.name}: ${String(file.message ?? 'failed to load').split('\n')[0]}`);
      }
      for (const test of file.assertionResults ?? []) {
        if (test.status === 'failed') failures.push(`${file.name}: ${test.fullName}`);
      }
    }
  }
  passed += p;
  failed += f;
  rows.push(`${f === 0 ? '✓' : '✗'} ${file.replace(/\.json$/, '')}: ${p} passed, ${f} failed`);
}

const stages = tsvRows('durations.tsv').map(([name, seconds]) => ({ name, seconds: Number(seconds) }));
if (stages.length > 0) {
  const format = (seconds) => `${Math.floor(seconds / 60)}m${String(seconds % 60).padStart(2, '0')}s`;
  // Stages of two lanes run side by side: each lane's stages are listed, then the lanes' wall clock in parentheses,
  // and the run's own wall clock closes the list (the stages add up to more than it).
  console.log('\nStage durations:');
  for (const { name, seconds } of stages) console.log(`  ${format(seconds).padStart(6)}  ${name}`);
  if (!stages.some((stage) => stage.name.startsWith('(the whole run'))) {
    const total = stages.reduce((sum, stage) => sum + stage.seconds, 0);
    console.log(`  ${format(total).padStart(6)}  total`);
  }
}

if (failures.length > 0) console.log(`\nFailed:\n${failures.map((name) => `  ✗ ${name}`).join('\n')}`);
console.log(`\n${rows.join('\n')}\n`);
console.log(`${passed} passed, ${failed} failed`);
process.exit(failed === 0 && passed > 0 ? 0 : 1);
