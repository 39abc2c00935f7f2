import { execFileSync, spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';

// The example unit of the README's Deployment section (deploy/smuc.service), checked by systemd's
// own analyzer where the machine has it: it parses cleanly and its sandbox rates at most 3.0.
const unitPath = new URL('../../../../deploy/smuc.service', import.meta.url).pathname;
const analyzer = spawnSync('systemd-analyze', ['--version']).status === 0;
const dir = mkdtempSync(join(tmpdir(), 'smuc-unit-'));
// The same unit with this machine's node binary, since `verify` checks that ExecStart exists.
const unit = join(dir, 'smuc.service');
writeFileSync(unit, readFileSync(unitPath, 'utf8').replace('/usr/bin/node', process.execPath));

afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe.runIf(analyzer)('deploy/smuc.service', () => {
  it('passes systemd-analyze verify', () => {
    const result = spawnSync('systemd-analyze', ['verify', unit], { encoding: 'utf8' });
    expect(result.stderr).toBe('');
    expect(result.status).toBe(0);
  });

  it('rates at most 3.0 in systemd-analyze security', () => {
    const out = execFileSync('systemd-analyze', ['security', '--offline=yes', unit], { encoding: 'utf8' });
    const level = Number(/Overall exposure level for smuc\.service: ([\d.]+)/.exec(out)?.[1]);
    expect(level).toBeLessThanOrEqual(3);
  });
});
