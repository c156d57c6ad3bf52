/**
 * The "signed in" hint: a cookie the server keeps beside the HttpOnly
 * session cookie, readable by the page, saying only that a session may exist. It is no credential
 * (the session cookie is); it lets a first visit skip asking the server who is signed in, which a
 * signed-out browser would answer with a 401 in its console.
 */
export const SIGNED_IN_HINT_COOKIE = 'kiraya.signed-in';

/** Whether a `document.cookie` string holds the hint. */
export const hasSignedInHint = (cookies: string): boolean =>
  cookies.split(';').some((cookie) => cookie.trim().startsWith(`${SIGNED_IN_HINT_COOKIE}=`));
