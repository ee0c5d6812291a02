import { formatUkDate } from '@coaching/shared/rules/dates';
import { dayScale, valueRange } from './chart-scale.ts';

export type ChartPoint = { date: string; value: number | null };
/** A line across the chart: a guideline (150 active minutes a week) or the coach's target. */
export type ChartLine = { value: number; label: string; kind: 'guideline' | 'target' };
/** What the client recorded between checks, drawn as a line; `note` says more in the table. */
export type ChartLog = { date: string; value: number; note?: string };

type Props = {
  id: string;
  title: string;
  /** Spelled out after each value in the table, e.g. "kg" or "minutes a week". */
  unit: string;
  /** The health checks, drawn as marked points. */
  points: readonly ChartPoint[];
  /** Entries between checks, drawn as a line, with their own table. */
  logs?: { caption: string; rowHeader: string; points: readonly ChartLog[] };
  lines?: readonly ChartLine[];
  /** Counts start at 0; weight is drawn over a range fitted to it, so a change shows. */
  fromZero?: boolean;
  /** The least range drawn, so a small change is not drawn as a cliff. */
  minSpan?: number;
};

const WIDTH = 320;
const HEIGHT = 170;
const PAD = { top: 14, right: 10, bottom: 26, left: 36 };
const round = (n: number) => Math.round(n * 10) / 10;

/**
 * A line chart in SVG with its tables beside it: the picture is for a glance (hidden from screen
 * readers), the tables carry the same numbers for everyone.
 */
export function LineChart({
  id,
  title,
  unit,
  points,
  logs,
  lines = [],
  fromZero = true,
  minSpan = 1,
}: Props) {
  const drawn = points.flatMap((p) => (p.value === null ? [] : [{ date: p.date, value: p.value }]));
  const logged = logs?.points ?? [];
  const all = [...drawn, ...logged];
  const range = valueRange([...all.map((p) => p.value), ...lines.map((l) => l.value)], fromZero, minSpan);
  const dates = [...points.map((p) => p.date), ...logged.map((p) => p.date)].sort();
  const x = dayScale(dates, PAD.left, WIDTH - PAD.right);
  const y = (value: number) =>
    PAD.top + (1 - (value - range.bottom) / (range.top - range.bottom)) * (HEIGHT - PAD.top - PAD.bottom);
  const path = (list: readonly { date: string; value: number }[]) =>
    list.map((p) => `${x(p.date)},${y(p.value)}`).join(' ');
  const first = dates[0];
  const last = dates.at(-1);
  // Month and year at each end, unless both ends fall in one month: then the days, or the two ends
  // would read the same ("03/2027" and "03/2027") for a chart that spans three weeks.
  const month = (day: string) => formatUkDate(day).slice(3);
  const tick = first && last && month(first) === month(last) ? formatUkDate : month;

  return (
    <div className="line-chart">
      <svg
        className="line-chart__svg"
        viewBox={`0 0 ${WIDTH} ${HEIGHT}`}
        aria-hidden="true"
        focusable="false"
        data-chart={id}
      >
        {range.ticks.map((tick) => (
          <g key={tick}>
            <line
              className="line-chart__grid"
              x1={PAD.left}
              y1={y(tick)}
              x2={WIDTH - PAD.right}
              y2={y(tick)}
            />
            <text
              className="line-chart__tick"
              x={PAD.left - 4}
              y={y(tick)}
              textAnchor="end"
              dominantBaseline="middle"
            >
              {tick}
            </text>
          </g>
        ))}
        {lines.map((line) => (
          <line
            key={line.kind}
            className={`line-chart__${line.kind}`}
            x1={PAD.left}
            y1={y(line.value)}
            x2={WIDTH - PAD.right}
            y2={y(line.value)}
          />
        ))}
        <polyline
          className={logged.length ? 'line-chart__checks' : 'line-chart__line'}
          points={path(drawn)}
        />
        {logged.length ? <polyline className="line-chart__line" points={path(logged)} /> : null}
        {drawn.map((p) => (
          <g key={p.date}>
            <circle className="line-chart__dot" cx={x(p.date)} cy={y(p.value)} r={4} />
            <text className="line-chart__value" x={x(p.date)} y={y(p.value) - 8} textAnchor="middle">
              {round(p.value)}
            </text>
          </g>
        ))}
        {first && last ? (
          <>
            <text className="line-chart__tick" x={PAD.left} y={HEIGHT - 6} textAnchor="start">
              {tick(first)}
            </text>
            {last === first ? null : (
              <text className="line-chart__tick" x={WIDTH - PAD.right} y={HEIGHT - 6} textAnchor="end">
                {tick(last)}
              </text>
            )}
          </>
        ) : null}
      </svg>
      <table className="table line-chart__table">
        <caption className="visually-hidden">{title} at each health check</caption>
        <thead>
          <tr>
            <th scope="col">Check</th>
            <th scope="col">{title}</th>
          </tr>
        </thead>
        <tbody>
          {points.map((p) => (
            <tr key={p.date}>
              <th scope="row">{formatUkDate(p.date)}</th>
              <td>{p.value === null ? 'Not recorded' : `${round(p.value)} ${unit}`}</td>
            </tr>
          ))}
        </tbody>
        {lines.length ? (
          <tfoot>
            {lines.map((line) => (
              <tr key={line.kind}>
                <th scope="row">{line.kind === 'guideline' ? 'Guideline' : 'Your coach’s target'}</th>
                <td>{line.label}</td>
              </tr>
            ))}
          </tfoot>
        ) : null}
      </table>
      {logs && logged.length ? (
        <table className="table line-chart__table">
          <caption className="line-chart__caption">{logs.caption}</caption>
          <thead>
            <tr>
              <th scope="col">{logs.rowHeader}</th>
              <th scope="col">{title}</th>
            </tr>
          </thead>
          <tbody>
            {logged.map((p) => (
              <tr key={p.date}>
                <th scope="row">{formatUkDate(p.date)}</th>
                <td>
                  {round(p.value)} {unit}
                  {p.note ? <span className="secondary-text"> ({p.note})</span> : null}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      ) : null}
    </div>
  );
}
