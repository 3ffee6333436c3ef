// @vitest-environment node
import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const rulesDir = fileURLToPath(new URL('../../ops/prometheus', import.meta.url));
const hasPromtool = spawnSync('promtool', ['--version'], { encoding: 'utf8' }).status === 0;

const promtool = (...args: string[]) => {
  const run = spawnSync('promtool', args, { cwd: rulesDir, encoding: 'utf8' });
  return { status: run.status, output: `${run.stdout}${run.stderr}` };
};

// CI installs Prometheus's tools (.ci/run); a machine without them says so instead of passing quietly.
describe.skipIf(!hasPromtool)('alert rules (ops/prometheus)', () => {
  it('are valid rules to promtool', () => {
    const { status, output } = promtool('check', 'rules', 'alerts.yml');
    expect(output).toContain('SUCCESS');
    expect(status, output).toBe(0);
  });

  it('fire on sample series of each trouble and stay quiet on healthy ones (promtool test rules)', () => {
    const { status, output } = promtool('test', 'rules', 'alerts.test.yml');
    expect(status, output).toBe(0);
  });
});

if (!hasPromtool) {
  describe('alert rules (ops/prometheus)', () => {
    it.skip('need promtool (Debian: apt-get install prometheus), which is not on this machine', () => {});
  });
}
