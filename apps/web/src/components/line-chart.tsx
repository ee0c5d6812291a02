import { formatUkDate } from '@coaching/shared/rules/dates';

export type ChartPoint = { date: string; value: number | null };

type Props = {
  id: string;
  title: string;
  /** Spelled out after each value in the table, e.g. "kg" or "minutes a week". */
  unit: string;
  points: readonly ChartPoint[];
  /** A guideline drawn across the chart, e.g. 150 active minutes a week. */
  target?: { value: number; label: string };
  /** The values' lowest possible scale top, so a small change is not drawn as a cliff. */
  minTop?: number;
};

const WIDTH = 320;
const HEIGHT = 160;
const PAD = { top: 12, right: 16, bottom: 28, left: 40 };

/**
 * A line chart in SVG with its table beside it: the picture is for a glance (hidden from screen
 * readers), the table carries the same numbers for everyone.
 */
export function LineChart({ id, title, unit, points, target, minTop = 1 }: Props) {
  const values = points.flatMap((p) => (p.value === null ? [] : [p.value]));
  const top = Math.max(minTop, target?.value ?? 0, ...values) * 1.1;
  const x = (i: number) =>
    points.length === 1
      ? PAD.left + (WIDTH - PAD.left - PAD.right) / 2
      : PAD.left + (i * (WIDTH - PAD.left - PAD.right)) / (points.length - 1);
  const y = (value: number) => PAD.top + (1 - value / top) * (HEIGHT - PAD.top - PAD.bottom);
  const drawn = points.flatMap((p, i) => (p.value === null ? [] : [{ ...p, value: p.value, i }]));
  const round = (n: number) => Math.round(n * 10) / 10;

  return (
    <div className="line-chart">
      <svg
        className="line-chart__svg"
        viewBox={`0 0 ${WIDTH} ${HEIGHT}`}
        aria-hidden="true"
        focusable="false"
        data-chart={id}
      >
        <line className="line-chart__axis" x1={PAD.left} y1={y(0)} x2={WIDTH - PAD.right} y2={y(0)} />
        <text
          className="line-chart__tick"
          x={PAD.left - 6}
          y={y(0)}
          textAnchor="end"
          dominantBaseline="middle"
        >
          0
        </text>
        {target ? (
          <g>
            <line
              className="line-chart__target"
              x1={PAD.left}
              y1={y(target.value)}
              x2={WIDTH - PAD.right}
              y2={y(target.value)}
            />
            <text
              className="line-chart__tick"
              x={PAD.left - 6}
              y={y(target.value)}
              textAnchor="end"
              dominantBaseline="middle"
            >
              {target.value}
            </text>
          </g>
        ) : null}
        <polyline
          className="line-chart__line"
          points={drawn.map((p) => `${x(p.i)},${y(p.value)}`).join(' ')}
        />
        {drawn.map((p) => (
          <g key={p.i}>
            <circle className="line-chart__dot" cx={x(p.i)} cy={y(p.value)} r={4} />
            <text className="line-chart__value" x={x(p.i)} y={y(p.value) - 8} textAnchor="middle">
              {round(p.value)}
            </text>
          </g>
        ))}
        {points.map((p, i) => (
          <text key={p.date} className="line-chart__tick" x={x(i)} y={HEIGHT - 8} textAnchor="middle">
            {formatUkDate(p.date).slice(3)}
          </text>
        ))}
      </svg>
      <table className="table line-chart__table">
        <caption className="visually-hidden">{title}</caption>
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
        {target ? (
          <tfoot>
            <tr>
              <th scope="row">Guideline</th>
              <td>{target.label}</td>
            </tr>
          </tfoot>
        ) : null}
      </table>
    </div>
  );
}
