import ICAL from 'ical.js';

// ical.js is lenient (it reads LF line ends, long lines and unknown properties), so "strict" adds
// RFC 5545's rules of form on top of its parse and its table of the standard properties.

const MAX_LINE_OCTETS = 75;
const KNOWN_COMPONENTS = new Set(['vcalendar', 'vevent', 'vtimezone', 'standard', 'daylight']);
type JCal = [string, [string, Record<string, string>, string, ...unknown[]][], JCal[]];

function contentLineProblems(text: string): string[] {
  const problems: string[] = [];
  if (!text.endsWith('\r\n')) problems.push('the last line does not end with CRLF');
  const lines = text.split('\r\n').slice(0, -1);
  lines.forEach((line, i) => {
    if (/[\r\n]/.test(line)) problems.push(`line ${i + 1} has a bare CR or LF`);
    const octets = Buffer.byteLength(line, 'utf8');
    if (octets > MAX_LINE_OCTETS) problems.push(`line ${i + 1} is ${octets} octets, over ${MAX_LINE_OCTETS}`);
  });
  return problems;
}

function componentProblems([name, properties, children]: JCal, zones: Set<string>, path: string): string[] {
  const here = `${path}/${name.toUpperCase()}`;
  const problems = KNOWN_COMPONENTS.has(name) ? [] : [`${here} is not a standard component`];
  for (const [prop, params, type, value] of properties) {
    if (!(prop in ICAL.design.icalendar.property) && !prop.startsWith('x-'))
      problems.push(`${here} has ${prop.toUpperCase()}, neither standard nor X-`);
    if (params.tzid !== undefined && !zones.has(params.tzid))
      problems.push(`${here} ${prop.toUpperCase()} names TZID ${params.tzid} with no VTIMEZONE`);
    const floating = type === 'date-time' && params.tzid === undefined && !String(value).endsWith('Z');
    if (floating && name !== 'standard' && name !== 'daylight')
      problems.push(`${here} ${prop.toUpperCase()} is a floating time, neither UTC nor in a VTIMEZONE`);
  }
  if (name === 'vevent') {
    const names = properties.map(([prop]) => prop);
    for (const required of ['uid', 'dtstamp', 'dtstart'])
      if (!names.includes(required)) problems.push(`${here} has no ${required.toUpperCase()}`);
  }
  return [...problems, ...children.flatMap((child) => componentProblems(child, zones, here))];
}

/** Every way a calendar file breaks RFC 5545 that this service could get wrong; [] when it is strict. */
export function strictICalendarProblems(text: string): string[] {
  const problems = contentLineProblems(text);
  let jcal: JCal;
  try {
    jcal = ICAL.parse(text.replace(/\r\n[ \t]/g, '')) as JCal;
  } catch (error) {
    return [...problems, `ical.js cannot parse it: ${(error as Error).message}`];
  }
  if (jcal[0] !== 'vcalendar') return [...problems, 'it is not a VCALENDAR'];
  const calendar = new ICAL.Component(jcal);
  if (calendar.getFirstPropertyValue('version') !== '2.0') problems.push('VERSION is not 2.0');
  if (!calendar.getFirstPropertyValue('prodid')) problems.push('there is no PRODID');
  const zones = new Set(
    calendar.getAllSubcomponents('vtimezone').map((zone) => String(zone.getFirstPropertyValue('tzid'))),
  );
  return [...problems, ...componentProblems(jcal, zones, '')];
}
