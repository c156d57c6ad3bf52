/**
 * Typo tolerance: each typed word is replaced by the most similar known word of the listings
 * (pg_trgm similarity over search_words), so "camra" searches for "camera".
 */
import type { Knex } from 'knex';

const MAX_WORDS = 6;
/** Trigram similarity a known word needs to replace a typed one ("camra" ~ "cameras" is 0.27). */
const MIN_SIMILARITY = 0.25;

/** Adds the words of a listing's searchable text to the known words. */
export async function rememberWords(db: Knex, text: string): Promise<void> {
  await db.raw(
    `INSERT INTO search_words (word)
     SELECT DISTINCT lower(w) FROM regexp_split_to_table(?, '[^[:alnum:]]+') AS w
     WHERE length(w) >= 3 ON CONFLICT DO NOTHING`,
    [text],
  );
}

/**
 * The query with each word corrected to the closest known word; undefined when nothing changes. A
 * word the search's vocabulary knows (`knows`: "kiraye", "par", "बाइक") is meant as typed and stays.
 */
export async function correctSpelling(db: Knex, q: string, knows: (word: string) => boolean): Promise<string | undefined> {
  // A word is letters with their combining marks (Devanagari's vowel signs), and digits.
  const words = q.toLowerCase().split(/[^\p{L}\p{M}\p{N}]+/u).filter(Boolean).slice(0, MAX_WORDS);
  const corrected = await Promise.all(
    words.map(async (word) => {
      if (word.length < 3 || knows(word)) return word;
      // Typos rarely touch the first letter: requiring it keeps "xylophone" from becoming "iphone".
      const row = await db('search_words')
        .whereRaw('left(word, 1) = left(?, 1) AND similarity(word, ?) >= ?', [word, word, MIN_SIMILARITY])
        .orderByRaw('similarity(word, ?) DESC, word', [word])
        .first('word');
      return (row?.word as string | undefined) ?? word;
    }),
  );
  const result = corrected.join(' ');
  return result !== words.join(' ') ? result : undefined;
}
