type Marker = { percent: number; label: string };

/**
 * A results bar: filled to `percent`, with labelled marks beneath (boundaries, targets). The bar is
 * an image to assistive technology; `label` says in words what it shows.
 */
export function ResultBar({
  percent,
  label,
  marks = [],
}: {
  percent: number;
  label: string;
  marks?: Marker[];
}) {
  return (
    <div className="result-bar">
      <div className="bar" role="img" aria-label={label}>
        <div className="bar__fill" style={{ width: `${percent}%` }} />
        {marks.map((mark) => (
          <span key={mark.label} className="bar__marker" style={{ left: `${mark.percent}%` }} />
        ))}
      </div>
      {marks.length ? (
        <div className="bar-scale" aria-hidden="true">
          {marks.map((mark) => (
            <span key={mark.label} style={{ left: `${mark.percent}%` }}>
              {mark.label}
            </span>
          ))}
        </div>
      ) : null}
    </div>
  );
}

/** "Last time: ..." when there was an earlier check. */
export function Previous({ children }: { children: React.ReactNode }) {
  return <p className="secondary-text">Last time: {children}</p>;
}
