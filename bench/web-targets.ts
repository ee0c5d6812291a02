// Issue 36's targets for npm run bench:web, each judged on the median of the runs.

export type Measured = {
  /** performance, accessibility, best practices, 0-100 */
  scores: number[];
  fcpMs: number;
  tbtMs: number;
  cls: number;
};

type Target = {
  name: string;
  value: (m: Measured) => number;
  shown: (v: number) => string;
  met: (v: number) => boolean;
};

const score = (index: number, name: string, least: number): Target => ({
  name: `${name} ≥ ${least}`,
  value: (m) => m.scores[index] ?? 0,
  shown: String,
  met: (v) => v >= least,
});

/** Performance 100 on the public pages (98 signed in); FCP ≤ 1.2 s there; the rest on every page. */
export function targetsFor(isPublic: boolean): Target[] {
  return [
    score(0, 'performance', isPublic ? 100 : 98),
    score(1, 'accessibility', 100),
    score(2, 'best practices', 100),
    ...(isPublic
      ? [
          {
            name: 'first contentful paint ≤ 1.2 s',
            value: (m: Measured) => m.fcpMs,
            shown: (v: number) => `${(v / 1000).toFixed(2)} s`,
            met: (v: number) => v <= 1200,
          },
        ]
      : []),
    {
      name: 'total blocking time < 50 ms',
      value: (m) => m.tbtMs,
      shown: (v) => `${Math.round(v)} ms`,
      met: (v) => v < 50,
    },
    {
      name: 'cumulative layout shift 0',
      value: (m) => m.cls,
      shown: (v) => v.toFixed(3),
      met: (v) => v === 0,
    },
  ];
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0;

/** One line per target: its median over the runs, and met or NOT MET. */
export function targetLines(label: string, isPublic: boolean, runs: Measured[]): string[] {
  return targetsFor(isPublic).map((target) => {
    const value = median(runs.map(target.value));
    return `| ${label} | ${target.name} | ${target.shown(value)} | ${target.met(value) ? 'met' : 'NOT MET'} |`;
  });
}
