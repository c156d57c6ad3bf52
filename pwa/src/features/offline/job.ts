/** The offline feature's face for the sync module (app/app-sync.ts): the held listings' refresh. */
export { heldItemsJob } from './held-items-job.ts';
