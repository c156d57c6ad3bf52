/** The test-hooks module: calls only end-to-end test servers answer. */
export { testHookRoutes } from './test-hook-routes.ts';
