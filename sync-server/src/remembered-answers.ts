/**
 * Answers worked out once per key and remembered, for work on every request whose answer depends on
 * a short string alone (an address's allowed methods, an Accept-Encoding header's choice). Bounded:
 * when full it starts over, so keys an attacker makes up cost memory only up to the limit.
 */
export class RememberedAnswers<T> {
  // Boxed, so an answer that is undefined is remembered too.
  private readonly answers = new Map<string, { answer: T }>();

  constructor(private readonly limit: number) {}

  get(key: string, workOut: () => T): T {
    const remembered = this.answers.get(key);
    if (remembered) return remembered.answer;
    const answer = workOut();
    if (this.answers.size >= this.limit) this.answers.clear();
    this.answers.set(key, { answer });
    return answer;
  }
}
