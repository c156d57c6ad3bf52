/**
 * HTML written by the server, escaped by construction: `html` escapes every value put into it except
 * what is already HTML (the result of another `html`), so a listing's title can never become markup.
 */
const ESCAPES: Readonly<Record<string, string>> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

export const escapeHtml = (text: string): string => text.replace(/[&<>"']/g, (c) => ESCAPES[c] ?? c);

/** A piece of HTML, as opposed to text. */
export class Html {
  constructor(readonly text: string) {}
  toString(): string {
    return this.text;
  }
}

type Value = Html | string | number | false | null | undefined | readonly Value[];

const render = (value: Value): string => {
  if (value === false || value === null || value === undefined) return '';
  if (value instanceof Html) return value.text;
  if (Array.isArray(value)) return value.map(render).join('');
  return escapeHtml(String(value));
};

export function html(strings: TemplateStringsArray, ...values: Value[]): Html {
  return new Html(strings.reduce((out, part, index) => out + part + (index < values.length ? render(values[index]) : ''), ''));
}
