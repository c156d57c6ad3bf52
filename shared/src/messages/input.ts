/**
 * Copy of the answers to malformed requests (bad input is always a clear 4xx): methods a path
 * does not take, bodies that do not decode, control characters in text, forged page cursors.
 */
export const inputMessages = {
  /** A method other than GET or HEAD sent to a page, an asset or media (API calls have messages.errors'). */
  readOnlyAddress: 'This address can only be read (GET or HEAD).',
  undecodableBody: 'The request body could not be decompressed. Send it as plain JSON or as valid gzip, deflate or br.',
  unsupportedEncoding: 'Send the request body uncompressed, or compressed with gzip, deflate or br.',
  tooDeep: (depth: number) => `The request body is nested too deeply (at most ${depth} levels).`,
  /** A field's text holds a NUL or another control character no form can type. */
  controlCharacters: 'This contains characters that are not allowed (such as control characters).',
  badAddress: 'This address is not valid.',
  invalidCursor: 'The page cursor is not valid. Start again from the first page.',
  invalidChangesCursor: 'The changes cursor is not valid. Ask again without one.',
} as const;
