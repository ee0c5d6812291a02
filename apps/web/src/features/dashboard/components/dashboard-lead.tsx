/**
 * What the dashboard is for, under its heading. The signed-in frame draws it too, so a client sees it at
 * the first paint, from HTML, before their data arrives (issue 36).
 */
export const DashboardLead = () => (
  <p className="lead">
    Your coaching in one place: what to do next, your sessions and how you are getting on.
  </p>
);
