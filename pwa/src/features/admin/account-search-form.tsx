/**
 * The User Management tab's search box: a labelled field with its hint and a Search button (Enter
 * works too). A blank query is refused under the field by the server's own rule, and nothing is sent.
 */
import { useId, useRef, useState, type FormEvent } from 'react';
import * as v from 'valibot';
import { limits } from '@shared/limits.ts';
import { userAdminMessages as t } from '@shared/messages/user-admin.ts';
import { userSearchQuerySchema } from '@shared/schemas/report.ts';
import { inputClass } from '@shared/ui/input-class.ts';
import { Button } from '@pwa/ui/button.tsx';

interface AccountSearchFormProps {
  query: string;
  onQueryChange: (query: string) => void;
  /** With the query trimmed. */
  onSearch: (q: string) => void;
}

export function AccountSearchForm({ query, onQueryChange, onSearch }: AccountSearchFormProps) {
  const id = useId();
  const fieldRef = useRef<HTMLInputElement>(null);
  const [problem, setProblem] = useState<string | undefined>();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = v.safeParse(userSearchQuerySchema, { q: query });
    if (!parsed.success) {
      setProblem(parsed.issues[0].message);
      fieldRef.current?.focus();
      return;
    }
    setProblem(undefined);
    onSearch(parsed.output.q);
  };

  const hintId = `${id}-hint`;
  const problemId = `${id}-problem`;
  return (
    <form role="search" aria-label={t.searchLabel} onSubmit={submit} noValidate>
      <label htmlFor={id} className="mb-1.5 block text-sm font-medium text-fg">
        {t.searchLabel}
      </label>
      <div className="flex gap-2">
        <input
          ref={fieldRef}
          id={id}
          type="search"
          value={query}
          maxLength={limits.searchTextMax}
          autoComplete="off"
          enterKeyHint="search"
          onChange={(event) => {
            onQueryChange(event.target.value);
            if (problem && event.target.value.trim()) setProblem(undefined);
          }}
          aria-invalid={problem ? true : undefined}
          aria-describedby={problem ? `${problemId} ${hintId}` : hintId}
          className={`${inputClass} min-w-0 flex-1`}
        />
        <Button type="submit" className="shrink-0">
          {t.search}
        </Button>
      </div>
      <p id={problemId} role="alert" className="mt-1 text-sm text-danger empty:hidden">
        {problem ?? ''}
      </p>
      <p id={hintId} className="mt-1 text-sm text-fg-muted">
        {t.searchHint}
      </p>
    </form>
  );
}
