/** Reporting a listing, a user or a message to the moderators. */
export { ReportButton } from './report-button.tsx';
export { ReportDialog } from './report-dialog.tsx';
