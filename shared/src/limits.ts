/** Limits shared by the forms and the server, so both enforce the same figures (spec §9). */
export const limits = {
  usernameMin: 3,
  usernameMax: 30,
  fullNameMin: 2,
  fullNameMax: 100,
  emailMax: 254,
  passwordMin: 6,
  /** Caps the work argon2 does on one request; long passphrases still fit. */
  passwordMax: 128,
  /** Longest search text (q) and search location the item lists take; the search boxes cap at these. */
  searchTextMax: 200,
  searchLocationMax: 120,
  /** Largest JSON body the API reads. */
  jsonBodyBytes: 100 * 1024,
} as const;
