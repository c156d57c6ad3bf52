/**
 * What a finger hits: at phone size every control must be a target of at least 44 × 44 px.
 */
import type { Page } from '@playwright/test';

export const MIN_TARGET = 44;

/**
 * Every visible control smaller than 44 px either way. Links inside a sentence are exempt (WCAG 2.5.5
 * exempts inline targets). A checkbox or radio is measured by its label, and a stretched link (its
 * ::after covering its card) by its card: those are what a finger hits. What an open modal dialog
 * covers (aria-hidden, inert) cannot be touched and is not measured.
 */
export function smallTargets(page: Page): Promise<string[]> {
  return page.evaluate((min) => {
    const selector = 'a[href], button, input:not([type=hidden]), select, textarea, [role=button], [role=tab], [role=menuitem], [role=option], [role=switch], summary';
    const small: string[] = [];
    for (const element of document.querySelectorAll<HTMLElement>(selector)) {
      const style = getComputedStyle(element);
      if (style.visibility === 'hidden' || element.closest('[aria-hidden="true"], [inert]')) continue;
      let target: HTMLElement = element;
      if (element instanceof HTMLInputElement && (element.type === 'checkbox' || element.type === 'radio' || element.type === 'file')) {
        const label = element.closest('label') ?? (element.id ? document.querySelector<HTMLElement>(`label[for="${element.id}"]`) : null);
        if (!label) continue;
        target = label;
      }
      // A stretched link (its ::after covers its card) is as big as the card.
      if (getComputedStyle(element, '::after').position === 'absolute') {
        let card = element.parentElement;
        while (card && getComputedStyle(card).position === 'static') card = card.parentElement;
        if (card) target = card;
      }
      const box = target.getBoundingClientRect();
      if (box.width === 0 || box.height === 0) continue;
      if (element.tagName === 'A' && element.parentElement && ['P', 'LI', 'SPAN', 'DD'].includes(element.parentElement.tagName)) {
        const parentText = element.parentElement.textContent?.trim() ?? '';
        if (parentText.length > (element.textContent?.trim().length ?? 0)) continue;
      }
      if (box.width < min - 0.5 || box.height < min - 0.5) {
        const name = (element.getAttribute('aria-label') ?? element.textContent ?? element.getAttribute('placeholder') ?? '').trim().slice(0, 40);
        small.push(`${element.tagName.toLowerCase()} "${name}" ${Math.round(box.width)}×${Math.round(box.height)}`);
      }
    }
    return small;
  }, MIN_TARGET);
}
