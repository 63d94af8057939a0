/**
 * Fills an answer's template kept as data (JSON): a string that is exactly `$name` becomes
 * `values.name`, and a key or list item whose value is undefined (or not given) is left out, as
 * a conditional spread would leave it out; a key starting with `...` spreads its object value in
 * its place; `{name}` inside a longer string is replaced by the value's text. Services keep the
 * layout and constant fields of an answer as data, and compute only the values.
 */
export function fill<T = Record<string, unknown>>(template: unknown, values: object): T {
  return fillValue(template, values as Readonly<Record<string, unknown>>) as T;
}

function fillValue(template: unknown, values: Readonly<Record<string, unknown>>): unknown {
  if (typeof template === 'string') {
    if (template.startsWith('$')) return values[template.slice(1)];
    return template.includes('{')
      ? template.replace(/\{(\w+)\}/g, (whole, name: string) =>
          name in values ? String(values[name]) : whole,
        )
      : template;
  }
  if (Array.isArray(template))
    return template.map((item) => fillValue(item, values)).filter((item) => item !== undefined);
  if (template === null || typeof template !== 'object') return template;
  const out: Record<string, unknown> = {};
  for (const [key, item] of Object.entries(template)) {
    const value = fillValue(item, values);
    if (key.startsWith('...')) Object.assign(out, value);
    else if (value !== undefined) out[key] = value;
  }
  return out;
}

const ENTITIES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' };

/** Text made safe inside XML or HTML (a filled XML template), in element content and double-quoted attributes. */
export function escapeXml(text: string): string {
  return text.replace(/[&<>"]/g, (c) => ENTITIES[c] ?? c);
}
