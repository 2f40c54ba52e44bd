import type { ApiDeps } from '../deps';
import { astroBuild } from './astro-build';
import { siteHistory } from './history';
import { createPublisher } from './publisher';
import { siteBuilds } from './site-builds.mjs';

/**
 * The publisher of a production server serving the checkout at `root` (scripts/serve.mjs): builds
 * with Astro in a child process, history in the checkout's git, the switch of `.publishes/current`.
 */
export function nodePublisher(deps: Pick<ApiDeps, 'db' | 'now' | 'log'> & { root: string; env: NodeJS.ProcessEnv }) {
  const site = siteBuilds(deps.root);
  return createPublisher({
    ...deps,
    build: astroBuild({ root: deps.root, buildsDir: site.builds, env: deps.env }),
    history: siteHistory(deps.root, site.base),
    site,
  });
}
