/**
 * The favorites feature's face for the sync module (app/app-sync.ts): its job. Apart from index.ts,
 * which is on the first page, because the job brings the outbox with it.
 */
export { favoritesJob } from './favorites-job.ts';
