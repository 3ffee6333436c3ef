export interface PlaywrightSummary {
  passed: number;
  failed: number;
  skipped: number;
  /** Full titles of the tests that passed only on a retry. */
  flaky: string[];
}
export declare function summarisePlaywright(report: unknown): PlaywrightSummary | null;
export declare function flakyLines(stageTitle: string, flaky: string[] | undefined): string[];
