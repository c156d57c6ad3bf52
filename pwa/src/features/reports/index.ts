/** Reporting a listing, a user or a message to the moderators. */
export { ReportButton } from './report-button.tsx';
export { OpenReportDialog, ReportDialog } from './report-dialog.tsx';
