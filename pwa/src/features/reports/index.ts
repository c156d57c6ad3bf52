/** Reporting a listing, a user or a message to the moderators (the dialog's code loads when first opened). */
export { ReportButton } from './report-button.tsx';
export { OpenReportDialog } from './lazy-report-dialog.tsx';
