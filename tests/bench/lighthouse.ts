/**
 * Lighthouse mobile (its default: a mid-range phone on a slow 4G line, simulated) per page, as the
 * median of `runs` audits of each; the rounds go through all pages in turn so that a noisy moment
 * of the shared machine does not hit one page three times. A target's label names it in the output
 * (a path, or a path and the build it was served from when two builds are compared in one run).
 */
import { launch } from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { median } from './stats';

const categories = ['performance', 'accessibility', 'best-practices', 'seo'] as const;
const metrics = [
  ['FCP', 'first-contentful-paint'],
  ['LCP', 'largest-contentful-paint'],
  ['TBT', 'total-blocking-time'],
  ['CLS', 'cumulative-layout-shift'],
  ['SI', 'speed-index'],
] as const;

/** Groups of Lighthouse's main-thread breakdown, in the order they are printed. */
const work = [
  ['style/layout', 'styleLayout'],
  ['script', 'scriptEvaluation'],
  ['parse', 'scriptParseCompile'],
  ['paint', 'paintCompositeRender'],
  ['html', 'parseHTML'],
  ['other', 'other'],
] as const;

interface Audit {
  scores: Record<string, number>;
  values: Record<string, number>;
  /** Main-thread milliseconds per group of `work`, and the page's DOM elements. */
  work: Record<string, number>;
  failed: string[];
}

/** Milliseconds per main-thread group and the DOM size, from a Lighthouse result. */
function mainThread(audits: Record<string, { details?: unknown; numericValue?: number }> | undefined) {
  const items = ((audits?.['mainthread-work-breakdown']?.details as { items?: unknown[] } | undefined)?.items ??
    []) as { group: string; duration: number }[];
  const byGroup = Object.fromEntries(items.map((i) => [i.group, i.duration]));
  return {
    ...Object.fromEntries(work.map(([, group]) => [group, byGroup[group] ?? 0])),
    dom: audits?.['dom-size']?.numericValue ?? Number.NaN,
  };
}

export interface Target {
  label: string;
  url: string;
}

export async function lighthouseMedians(targets: readonly Target[], chromePath: string, runs = 3) {
  const chrome = await launch({ chromePath, chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu'] });
  const audits = new Map<string, Audit[]>(targets.map((t) => [t.label, []]));
  try {
    // One unmeasured run first: the first audit of a fresh browser pays for its start-up.
    if (targets[0])
      await lighthouse(targets[0].url, { port: chrome.port, logLevel: 'error', onlyCategories: ['performance'] });
    for (let round = 0; round < runs; round++) {
      for (const { label, url } of targets) {
        // A run Lighthouse could not trace (e.g. NO_NAVSTART on a busy machine) is repeated, so
        // that every page's median is one of three measured runs.
        let lhr: NonNullable<Awaited<ReturnType<typeof lighthouse>>>['lhr'] | undefined;
        for (let attempt = 0; attempt < 3; attempt++) {
          const result = await lighthouse(url, {
            port: chrome.port,
            output: 'json',
            logLevel: 'error',
            onlyCategories: [...categories],
          });
          lhr = result?.lhr;
          if (!lhr?.runtimeError) break;
          console.info(`lighthouse ${label}: ${lhr.runtimeError.code} ${lhr.runtimeError.message}`);
        }
        audits.get(label)?.push({
          scores: Object.fromEntries(categories.map((c) => [c, lhr?.categories[c]?.score ?? Number.NaN])),
          values: Object.fromEntries(metrics.map(([, id]) => [id, lhr?.audits[id]?.numericValue ?? Number.NaN])),
          work: lhr?.runtimeError ? {} : mainThread(lhr?.audits),
          failed: Object.values(lhr?.audits ?? {})
            .filter((a) => a.score !== null && a.score < 0.9 && a.scoreDisplayMode === 'binary')
            .map((a) => a.id),
        });
      }
    }
  } finally {
    chrome.kill();
  }
  for (const [label, runsOf] of audits) {
    const score = (c: string) => median(runsOf.map((r) => r.scores[c] ?? Number.NaN)).toFixed(2);
    const value = (id: string) => {
      const v = median(runsOf.map((r) => r.values[id] ?? Number.NaN));
      if (id === 'cumulative-layout-shift') return v.toFixed(3);
      return id === 'total-blocking-time' ? `${v.toFixed(0)} ms` : `${(v / 1000).toFixed(2)} s`;
    };
    const performance = runsOf.map((r) => (r.scores.performance ?? Number.NaN).toFixed(2)).join('/');
    const failed = [...new Set(runsOf.flatMap((r) => r.failed))];
    const ms = (group: string) => median(runsOf.map((r) => r.work[group] ?? Number.NaN)).toFixed(0);
    console.info(
      `lighthouse mobile ${label.padEnd(20)} performance ${score('performance')} (${performance})  accessibility ${score('accessibility')}  best-practices ${score('best-practices')}  seo ${score('seo')}  [${metrics.map(([name, id]) => `${name} ${value(id)}`).join(', ')}]${failed.length ? `  (failed: ${failed.join(', ')})` : ''}`,
    );
    console.info(
      `  main thread (simulated phone, ms): ${work.map(([name, group]) => `${name} ${ms(group)}`).join(', ')}; DOM ${ms('dom')} elements`,
    );
  }
}
