/** The inbox's face for the sync module (app/app-sync.ts): its job. */
export { inboxJob } from './inbox-job.ts';
