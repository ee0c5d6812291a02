/** What a page shows while its data or chunk is on the way, announced to screen readers. */
export function Loading() {
  return (
    <p className="loading" role="status">
      Loading...
    </p>
  );
}
