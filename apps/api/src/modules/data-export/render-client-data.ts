import { escapeHtml } from '../../lib/html.ts';
import type { ClientData } from './collect-client-data.ts';

const label = (key: string) => escapeHtml(key.replace(/_/g, ' '));

function renderValue(value: unknown): string {
  if (value === null || value === undefined || value === '') return '<span class="none">none</span>';
  if (Array.isArray(value)) {
    return value.length === 0
      ? '<span class="none">none</span>'
      : `<ol>${value.map((v) => `<li>${renderValue(v)}</li>`).join('')}</ol>`;
  }
  if (typeof value === 'object') {
    const entries = Object.entries(value as Record<string, unknown>);
    return `<dl>${entries.map(([k, v]) => `<dt>${label(k)}</dt><dd>${renderValue(v)}</dd>`).join('')}</dl>`;
  }
  return escapeHtml(String(value));
}

/** The same data as the JSON file, as a page a person can read and print. */
export function renderClientData(data: ClientData): string {
  const sections = data.sections
    .map(
      (s) =>
        `<section><h2>${escapeHtml(s.title)}</h2>${
          s.rows.length === 0 ? '<p>Nothing held.</p>' : s.rows.map((row) => renderValue(row)).join('<hr>')
        }</section>`,
    )
    .join('\n');
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Your data held by Live Well Coaching</title>
<style>body{font-family:system-ui,sans-serif;max-width:60rem;margin:2rem auto;padding:0 1rem;line-height:1.5}
dl{display:grid;grid-template-columns:max-content 1fr;gap:.25rem 1rem}dt{font-weight:600}dd{margin:0}.none{color:#4c6272}</style></head>
<body><main><h1>Your data held by Live Well Coaching</h1>
<p>Everything we hold about you, as of ${escapeHtml(data.generated_at)} (UK GDPR right of access). The same data is in the JSON file.</p>
${sections}</main></body></html>`;
}
