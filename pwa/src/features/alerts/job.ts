/** The alerts feature's face for the sync module (app/app-sync.ts): its job. */
export { alertsJob } from './alerts-job.ts';
