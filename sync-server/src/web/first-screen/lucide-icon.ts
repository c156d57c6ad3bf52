/** A lucide icon as lucide-react draws it (the app's icons), for HTML the server writes. */
import type { IconNode } from 'lucide';
import { Html, html } from '../html.ts';

/** An element or attribute name of lucide's (path, circle, cx…), checked before it becomes markup. */
function svgName(name: string): Html {
  if (!/^[a-z][a-z0-9-]*$/.test(name)) throw new Error(`not an SVG name: ${name}`);
  return new Html(name);
}

export function lucideIcon(icon: IconNode, className: string): Html {
  const parts = icon.map(([tag, attributes]) => {
    const name = svgName(tag);
    const attributeText = Object.entries(attributes).map(([attribute, value]) => html` ${svgName(attribute)}="${String(value)}"`);
    return html`<${name}${attributeText}></${name}>`;
  });
  return html`<svg xmlns="http://www.w3.org/2000/svg" width="24" height="24" viewBox="0 0 24 24" fill="none" stroke="currentColor" stroke-width="2" stroke-linecap="round" stroke-linejoin="round" aria-hidden="true" class="${className}">${parts}</svg>`;
}
