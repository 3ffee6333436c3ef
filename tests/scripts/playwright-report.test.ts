// @vitest-environment node
import { flakyLines, summarisePlaywright } from '../../scripts/lib/playwright-report.mjs';

/** A Playwright JSON report's shape (as `--reporter=json` writes it), cut to what the summary reads. */
const result = (status: string, retry: number) => ({ status, retry, duration: 10, errors: [] });
const report = {
  stats: { expected: 2, unexpected: 1, flaky: 1, skipped: 1 },
  suites: [
    {
      title: 'basket-leaving.spec.ts',
      file: 'basket-leaving.spec.ts',
      specs: [
        {
          title: 'a quantity raised to 10 is still 10 after an immediate reload',
          tests: [
            { projectName: 'desktop', status: 'flaky', results: [result('failed', 0), result('passed', 1)] },
            { projectName: 'phone', status: 'expected', results: [result('passed', 0)] },
          ],
        },
      ],
      suites: [
        {
          title: 'leaving',
          file: 'basket-leaving.spec.ts',
          specs: [
            { title: 'breaks', tests: [{ projectName: 'desktop', status: 'unexpected', results: [result('failed', 0), result('failed', 1)] }] },
            { title: 'skipped', tests: [{ projectName: 'phone', status: 'skipped', results: [] }] },
          ],
        },
      ],
    },
    { title: 'search.spec.ts', file: 'search.spec.ts', specs: [{ title: 'finds walnut', tests: [{ projectName: 'desktop', status: 'expected', results: [result('passed', 0)] }] }] },
  ],
};

describe("npm test's summary of a Playwright report", () => {
  it('counts a test that passed on a retry as passed and names it', () => {
    const summary = summarisePlaywright(report);
    expect(summary).toEqual({
      passed: 3,
      failed: 1,
      skipped: 1,
      flaky: ['basket-leaving.spec.ts › a quantity raised to 10 is still 10 after an immediate reload [desktop]'],
    });
    expect(flakyLines('Browser tests (Playwright)', summary!.flaky)).toEqual([
      'Flaky (passed only on retry) in Browser tests (Playwright): 1',
      '  ⚠ basket-leaving.spec.ts › a quantity raised to 10 is still 10 after an immediate reload [desktop]',
    ]);
  });

  it('names a flaky test inside a describe with its describe title', () => {
    const nested = structuredClone(report);
    nested.suites[0].suites![0].specs[1].tests[0].status = 'flaky';
    expect(summarisePlaywright(nested)!.flaky).toContain('basket-leaving.spec.ts › leaving › skipped [phone]');
  });

  it('prints nothing about flakiness when no test needed a retry, and reads no report as none', () => {
    const steady = structuredClone(report);
    steady.suites[0].specs[0].tests[0].status = 'expected';
    expect(summarisePlaywright(steady)!.flaky).toEqual([]);
    expect(flakyLines('Scale test', [])).toEqual([]);
    expect(summarisePlaywright(null)).toBeNull();
  });
});
