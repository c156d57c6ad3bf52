/**
 * The offline feature's public face for the screens: asking for a trim of the device cache after
 * lists are stored (the trimming code loads only then). Its job for the sync module is in job.ts,
 * apart, because this face is on the first page and the job brings the refresh with it.
 */
export { scheduleCacheTrim } from './schedule-cache-trim.ts';
