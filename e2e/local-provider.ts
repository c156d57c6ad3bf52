/** The OpenID Provider the end-to-end server signs in through (e2e/start-server.ts starts it). */
export const E2E_PROVIDER_NAME = 'Local ID';
