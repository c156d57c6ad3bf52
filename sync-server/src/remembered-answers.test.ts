import { describe, expect, it } from 'vitest';
import { RememberedAnswers } from './remembered-answers.ts';

describe('remembered answers', () => {
  it('works an answer out once per key, undefined included, and starts over when full', () => {
    const worked: string[] = [];
    const answers = new RememberedAnswers<string | undefined>(2);
    const answer = (key: string) =>
      answers.get(key, () => {
        worked.push(key);
        return key === 'none' ? undefined : key.toUpperCase();
      });
    expect([answer('a'), answer('a'), answer('none'), answer('none')]).toEqual(['A', 'A', undefined, undefined]);
    expect(worked).toEqual(['a', 'none']);
    // A third key fills it: what was remembered goes, so 'a' is worked out again.
    expect([answer('b'), answer('a')]).toEqual(['B', 'A']);
    expect(worked).toEqual(['a', 'none', 'b', 'a']);
  });
});
