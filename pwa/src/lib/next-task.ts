/**
 * Resolves in a new task (a macrotask, after the browser has had a chance to paint and handle input),
 * so long start-up work can be cut into tasks that each hold the main thread only briefly.
 */
export const nextTask = (): Promise<void> => new Promise((resolve) => setTimeout(resolve, 0));
