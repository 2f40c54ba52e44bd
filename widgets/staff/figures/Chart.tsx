import { type ReactNode, useEffect, useRef, useState } from 'react';
import { figuresPageText } from '../../../src/domain/figures/page-text';

export type PlotModule = typeof import('@observablehq/plot');

let loading: Promise<PlotModule> | undefined;
/** Observable Plot, loaded once when the first chart is drawn (the staff area's other pages never load it). */
function loadPlot(): Promise<PlotModule> {
  loading ??= import('@observablehq/plot');
  return loading;
}

/** The table view of a chart: column heads and rows of shown values. */
export interface ChartTable {
  head: string[];
  rows: (string | number)[][];
}

/**
 * One chart of `/admin/zahlen`: a heading, the caption with its main figure, the SVG drawn by
 * Observable Plot at the container's width (named by the caption for screen readers), and the same
 * data as a real table in a `<details>` for keyboard and screen-reader users and for print.
 */
export function Chart({
  id,
  title,
  caption,
  draw,
  table,
  legend,
}: {
  id: string;
  title: string;
  caption: string;
  /** Draws the chart at `width` px; undefined when there is nothing to draw. */
  draw?: (plot: PlotModule, width: number) => SVGElement | HTMLElement;
  table: ChartTable;
  legend?: ReactNode;
}) {
  const box = useRef<HTMLDivElement>(null);
  const [width, setWidth] = useState(0);
  const [plot, setPlot] = useState<PlotModule>();

  useEffect(() => {
    let current = true;
    loadPlot().then((module) => current && setPlot(module));
    return () => {
      current = false;
    };
  }, []);
  useEffect(() => {
    const element = box.current;
    if (!element) return;
    const observer = new ResizeObserver(([entry]) => {
      // Whole pixels, so a sub-pixel change does not draw the chart again.
      if (entry) setWidth(Math.floor(entry.contentRect.width));
    });
    observer.observe(element);
    return () => observer.disconnect();
  }, []);
  useEffect(() => {
    const element = box.current;
    if (!element || !plot || !draw || width < 100) return;
    const chart = draw(plot, width);
    const svg = chart instanceof SVGElement ? chart : chart.querySelector('svg');
    // The drawing is one image named by its caption (the table holds the data): Plot's names of its
    // groups would be attributes axe refuses on elements without a role.
    for (const part of chart.querySelectorAll('svg [aria-label], svg [aria-description]')) {
      part.removeAttribute('aria-label');
      part.removeAttribute('aria-description');
    }
    svg?.setAttribute('role', 'img');
    svg?.setAttribute('aria-label', `${title}: ${caption}`);
    element.replaceChildren(chart);
    return () => chart.remove();
  }, [plot, draw, width, title, caption]);

  return (
    <figure className="staff-card figures-chart" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>{title}</h2>
      <figcaption>{caption}</figcaption>
      {legend}
      <div ref={box} className="figures-chart__plot" hidden={!draw} />
      {!draw && <p className="staff-muted">{figuresPageText.empty}</p>}
      <details className="figures-chart__table">
        <summary>{figuresPageText.table(title)}</summary>
        <table>
          <thead>
            <tr>
              {table.head.map((h) => (
                <th key={h} scope="col">
                  {h}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {table.rows.map((row) => (
              <tr key={row.slice(0, 2).join(' ')}>
                {row.map((cell, i) =>
                  i === 0 ? (
                    <th key="head" scope="row">
                      {cell}
                    </th>
                  ) : (
                    // biome-ignore lint/suspicious/noArrayIndexKey: the columns are fixed
                    <td key={i}>{cell}</td>
                  ),
                )}
              </tr>
            ))}
          </tbody>
        </table>
      </details>
    </figure>
  );
}
