/**
 * What a phone's main thread does on `/rappen`, `/irish` and `/` (`npm run bench pages`, on the
 * built site): Chromium at 375 px with 4× CPU slowdown loads the page, scrolls it to the end and
 * stays 9 s (carousels turn, bottles drift). Counted from the browser's trace, median of three:
 * style recalculations, layouts, those forced by a script (a read of layout or computed style
 * after a change), and paints. `BENCH_VS=<another checkout, built>` measures it beside this one.
 */
import { type Browser, chromium } from '@playwright/test';
import { startProductionServer } from '../e2e/site-helpers';
import { builds, ensureProductionBuild } from './production-build';
import { median } from './stats';

interface TraceEvent {
  name: string;
  ph: string;
  ts: number;
  dur?: number;
  tid: number;
}

const scriptTasks = new Set(['FunctionCall', 'EvaluateScript', 'TimerFire', 'FireAnimationFrame', 'EventDispatch']);

async function trace(browser: Browser, url: string) {
  const context = await browser.newContext({ viewport: { width: 375, height: 740 } });
  const page = await context.newPage();
  await (await context.newCDPSession(page)).send('Emulation.setCPUThrottlingRate', { rate: 4 });
  await browser.startTracing(page, { categories: ['devtools.timeline'] });
  await page.goto(url, { waitUntil: 'load' });
  await page.waitForTimeout(2000);
  for (let y = 0; y < 12_000; y += 600) {
    await page.mouse.wheel(0, 600);
    await page.waitForTimeout(120);
  }
  await page.waitForTimeout(9000);
  const events = (JSON.parse((await browser.stopTracing()).toString()) as { traceEvents: TraceEvent[] }).traceEvents;
  await context.close();
  const complete = events.filter((e) => e.ph === 'X' && e.dur);
  const scripts = complete.filter((e) => scriptTasks.has(e.name));
  const insideScript = (e: TraceEvent) =>
    scripts.some((s) => s.tid === e.tid && s.ts <= e.ts && s.ts + (s.dur ?? 0) >= e.ts + (e.dur ?? 0));
  const of = (name: string) => complete.filter((e) => e.name === name);
  const ms = (list: TraceEvent[]) => list.reduce((n, e) => n + (e.dur ?? 0) / 1000, 0);
  const styles = of('UpdateLayoutTree');
  const layouts = of('Layout');
  const forced = [...styles, ...layouts].filter(insideScript);
  return {
    styles: styles.length,
    layouts: layouts.length,
    layoutMs: ms(styles) + ms(layouts),
    forced: forced.length,
    forcedMs: ms(forced),
    paints: of('Paint').length,
  };
}

export default async function bench() {
  await ensureProductionBuild();
  const servers = await Promise.all(
    builds.map((b) => startProductionServer({ MAIL_SINK_DIR: '/tmp/bench-mail' }, b.cwd)),
  );
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: ['--no-sandbox'],
  });
  try {
    for (const path of ['/rappen', '/irish', '/']) {
      const runs = builds.map(() => [] as Awaited<ReturnType<typeof trace>>[]);
      // Rounds alternate between the builds, so a noisy moment hits both.
      for (let round = 0; round < 3; round++)
        for (const [i, server] of servers.entries()) runs[i]?.push(await trace(browser, `${server.baseUrl}${path}`));
      for (const [i, build] of builds.entries()) {
        const r = runs[i] ?? [];
        const m = (key: keyof (typeof r)[number]) => median(r.map((x) => x[key]));
        console.info(
          `main thread ${path.padEnd(8)} ${builds.length > 1 ? `${(build.label || 'this').padEnd(5)}` : ''}style recalcs ${m('styles')}, layouts ${m('layouts')} (${m('layoutMs').toFixed(0)} ms), forced by scripts ${m('forced')} (${m('forcedMs').toFixed(0)} ms), paints ${m('paints')}`,
        );
      }
    }
  } finally {
    await browser.close();
    await Promise.all(servers.map((s) => s.stop()));
  }
}
