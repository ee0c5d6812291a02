import { formatUkDate } from '@coaching/shared/rules/dates';
import { CLIENT_DATA } from '../../db/client-data/register.ts';
import { fieldOf, type Shown } from '../../db/client-data/rules.ts';
import { escapeHtml } from '../../lib/html.ts';
import type { ClientData, ExportSection } from './collect-client-data.ts';

const NONE = '<span class="none">none</span>';
// The service's UK format (DD/MM/YYYY), with London's clock for times.
const ukTime = new Intl.DateTimeFormat('en-GB', {
  dateStyle: 'short',
  timeStyle: 'short',
  timeZone: 'Europe/London',
});

/** A key of a stored answer ("alcoholUnits", "six_plus") as words. */
function words(key: string): string {
  const spaced = key
    .replace(/([a-z])([A-Z])/g, '$1 $2')
    .replace(/[_-]+/g, ' ')
    .toLowerCase();
  return spaced.charAt(0).toUpperCase() + spaced.slice(1);
}

/** A label's keys are already words for a person (a check's questions): kept as written. */
const asWritten = (key: string) => key;

function renderValue(value: unknown, keyWords: (key: string) => string = words): string {
  if (value === null || value === undefined || value === '') return NONE;
  if (typeof value === 'boolean') return value ? 'Yes' : 'No';
  if (value === 'yes' || value === 'no') return value === 'yes' ? 'Yes' : 'No';
  if (Array.isArray(value)) return value.length === 0 ? NONE : escapeHtml(value.map(String).join(', '));
  if (typeof value === 'object') {
    const entries = Object.entries(value as Record<string, unknown>);
    if (entries.length === 0) return NONE;
    return `<dl>${entries.map(([k, v]) => `<dt>${escapeHtml(keyWords(k))}</dt><dd>${renderValue(v, keyWords)}</dd>`).join('')}</dl>`;
  }
  return escapeHtml(String(value));
}

/** Whether an export field holds a day or a time, from the register. */
function kindOf(table: string, field: string): Shown['kind'] {
  for (const [column, { export: shown }] of Object.entries(CLIENT_DATA[table]?.columns ?? {})) {
    if (!('hidden' in shown) && fieldOf(column, shown) === field) return shown.kind;
  }
  return undefined;
}

/** A column's value as a person reads it: the words for a code, a UK date, Yes or No. */
function renderField(section: ExportSection, row: Record<string, unknown>, column: string): string {
  const label = row[`${column}_label`];
  if (label !== undefined) return label === null ? renderValue(row[column]) : renderValue(label, asWritten);
  const value = row[column];
  const kind = kindOf(section.key, column);
  if (typeof value === 'string' && kind === 'date') return escapeHtml(formatUkDate(value));
  if (typeof value === 'string' && kind === 'time') return escapeHtml(ukTime.format(new Date(value)));
  return renderValue(value);
}

function renderSection(section: ExportSection): string {
  const rows = section.rows.map(
    (row) =>
      `<dl>${Object.entries(section.labels)
        .map(
          ([column, label]) => `<dt>${escapeHtml(label)}</dt><dd>${renderField(section, row, column)}</dd>`,
        )
        .join('')}</dl>`,
  );
  return `<section><h2>${escapeHtml(section.title)}</h2>${rows.length === 0 ? '<p>Nothing held.</p>' : rows.join('<hr>')}</section>`;
}

/**
 * Read on a phone as often as printed: the page takes the phone's width, a label column takes at most
 * 40 % (a check's questions are long), the lists stack on a narrow screen, and a long word breaks
 * rather than widening the page (WCAG 1.4.10).
 */
const STYLE = `body{font-family:system-ui,sans-serif;max-width:60rem;margin:2rem auto;padding:0 1rem;line-height:1.5;overflow-wrap:break-word}
dl{display:grid;grid-template-columns:fit-content(40%) minmax(0,1fr);gap:.25rem 1rem}dt{font-weight:600}dd{margin:0}.none{color:#4c6272}
@media (max-width:40em){dl{display:block}dd{margin:0 0 .5rem}}`;

/** The same data as the JSON file, as a page a person can read and print. */
export function renderClientData(data: ClientData): string {
  const title = `Your data held by ${escapeHtml(data.service)}`;
  return `<!doctype html><html lang="en"><head><meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1"><title>${title}</title>
<style>${STYLE}</style></head>
<body><main><h1>${title}</h1>
<p>Everything we hold about you on ${escapeHtml(ukTime.format(new Date(data.generated_at)))} (your right of access under UK GDPR). The same data is in the JSON file, with our codes beside their words.</p>
${data.sections.map(renderSection).join('\n')}</main></body></html>`;
}
