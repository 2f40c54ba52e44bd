import { readFileSync } from 'node:fs';
import yaml from 'js-yaml';
import { describe, expect, it } from 'vitest';

/** The deployment workflow of the static host (README "Deploy" (b)), read as the CI service reads it. */
const workflow = yaml.load(
  readFileSync(new URL('../../.github/workflows/static-site.yml', import.meta.url), 'utf8'),
) as {
  on: { push: { branches: string[] } };
  jobs: Record<string, { steps: { run?: string; uses?: string; with?: Record<string, unknown> }[] }>;
};
const steps = Object.values(workflow.jobs).flatMap((job) => job.steps);
const runs = steps.map((s) => s.run ?? '').join('\n');

describe('the static host workflow', () => {
  it('builds on a push to main with the project’s own build command', () => {
    expect(workflow.on.push.branches).toEqual(['main']);
    expect(runs).toMatch(/^npm install\b/m);
    expect(runs).toMatch(/^npm run build$/m);
  });

  it('uploads dist/client/ into a release of its own and switches to it in one step', () => {
    expect(runs).toContain('rsync -a --delete -e "$ssh_cmd" dist/client/ "$TARGET:$ROOT/releases/$RELEASE/"');
    expect(runs).toMatch(/ln -sfn 'releases\/\$RELEASE' current\.new && mv -Tf current\.new current/);
    // The upload comes after the build.
    expect(runs.indexOf('npm run build')).toBeLessThan(runs.indexOf('rsync'));
  });
});
