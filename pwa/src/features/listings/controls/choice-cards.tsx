/**
 * A radio group drawn as cards (pricing type, location type): a fieldset with its legend, one native
 * radio per option, so arrow keys, Space and screen readers work as with any radio group.
 */
import type { ComponentProps } from 'react';

interface Choice<T extends string> {
  value: T;
  label: string;
  hint: string;
}

interface ChoiceCardsProps<T extends string> {
  legend: string;
  choices: readonly Choice<T>[];
  /** react-hook-form's register() result for the field, shared by every radio. */
  input: Omit<ComponentProps<'input'>, 'type' | 'value'>;
}

export function ChoiceCards<T extends string>({ legend, choices, input }: ChoiceCardsProps<T>) {
  return (
    <fieldset>
      <legend className="mb-1.5 text-sm font-medium text-fg">{legend}</legend>
      <div className="grid gap-2 sm:grid-cols-2">
        {choices.map((choice) => (
          <label
            key={choice.value}
            className="flex min-h-11 cursor-pointer items-start gap-3 rounded-xl border border-border bg-surface p-3 transition-colors has-checked:border-primary has-checked:bg-primary-soft has-focus-visible:outline-2 has-focus-visible:outline-offset-2 has-focus-visible:outline-ring"
          >
            <input type="radio" value={choice.value} className="mt-0.5 size-5 shrink-0 accent-primary focus-visible:outline-none" {...input} />
            <span>
              <span className="block font-medium text-fg">{choice.label}</span>
              <span className="block text-sm text-fg-muted">{choice.hint}</span>
            </span>
          </label>
        ))}
      </div>
    </fieldset>
  );
}
