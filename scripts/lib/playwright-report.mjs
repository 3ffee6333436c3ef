/**
 * What `npm test` reads from a Playwright JSON report (PLAYWRIGHT_JSON_OUTPUT_FILE): the counts,
 * and the tests that passed only on a retry. Playwright counts those as `flaky`; the summary counts
 * them as passed but names each one, since a test that passes only on a retry is a bug.
 */

/** Every test of the report's suites, with its full title (file › describe › test [project]). */
function* testsOf(suites, path = []) {
  for (const suite of suites ?? []) {
    const titles = suite.title ? [...path, suite.title] : path;
    for (const spec of suite.specs ?? []) {
      for (const test of spec.tests ?? []) {
        const project = test.projectName ? ` [${test.projectName}]` : '';
        yield { title: `${[...titles, spec.title].join(' › ')}${project}`, status: test.status };
      }
    }
    yield* testsOf(suite.suites, titles);
  }
}

/** The report's counts and the titles of its flaky tests, or null without a report. */
export function summarisePlaywright(report) {
  const stats = report?.stats;
  if (!stats) return null;
  const flaky = [...testsOf(report.suites)].filter((test) => test.status === 'flaky').map((test) => test.title);
  return { passed: stats.expected + stats.flaky, failed: stats.unexpected, skipped: stats.skipped, flaky };
}

/** The lines naming a stage's flaky tests; none when there are none. */
export function flakyLines(stageTitle, flaky) {
  if (!flaky?.length) return [];
  return [`Flaky (passed only on retry) in ${stageTitle}: ${flaky.length}`, ...flaky.map((title) => `  ⚠ ${title}`)];
}
