/**
 * What is on record about an account, on its page: the reports against it (itself, its listings, its
 * messages), newest first, and the identity documents it submitted.
 */
import type { AdminUserDetail, DocumentStatus, DocumentType } from '@shared/api.ts';
import { formatIndiaDate } from '@shared/intl-dates.ts';
import { documentMessages } from '@shared/messages/documents.ts';
import { moderationMessages } from '@shared/messages/moderation.ts';
import { reportMessages } from '@shared/messages/reports.ts';
import { userAdminMessages as t } from '@shared/messages/user-admin.ts';
import { DocumentStatusBadge } from './document-status-badge.tsx';
import { SectionHeading } from './section-heading.tsx';

// The server sends a document's type and status as stored: one this version does not know is shown as sent.
const isDocumentType = (type: string): type is DocumentType => Object.hasOwn(documentMessages.typeLabels, type);
const isDocumentStatus = (status: string): status is DocumentStatus => Object.hasOwn(documentMessages.statusLabels, status);

const pill = 'inline-flex shrink-0 items-center rounded-full bg-surface px-2.5 py-0.5 text-xs font-semibold text-fg';

export function AccountReports({ reports }: { reports: AdminUserDetail['reports'] }) {
  return (
    <section aria-labelledby="account-reports-heading" className="space-y-3">
      <SectionHeading id="account-reports-heading" title={t.reports.heading} text={t.reports.text} level={3} />
      {reports.length === 0 ? (
        <p className="text-sm text-fg-muted">{t.reports.empty}</p>
      ) : (
        <ul aria-labelledby="account-reports-heading" className="space-y-2 text-sm">
          {reports.map((report) => (
            <li key={report.id} className="rounded-xl bg-surface-muted p-3">
              <div className="flex flex-wrap items-start justify-between gap-2">
                <p className="font-medium text-fg">
                  {moderationMessages.targetLabel[report.targetType]} · {reportMessages.reasons[report.reason]}
                </p>
                <span className={pill}>{t.reports.status[report.status]}</span>
              </div>
              {report.details ? <p className="break-words whitespace-pre-line text-fg">{report.details}</p> : null}
              <p className="text-xs text-fg-muted">{t.reports.by(report.reporter, formatIndiaDate(report.createdAt))}</p>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

export function AccountDocuments({ documents }: { documents: AdminUserDetail['documents'] }) {
  return (
    <section aria-labelledby="account-documents-heading" className="space-y-3">
      <SectionHeading id="account-documents-heading" title={t.documents.heading} level={3} />
      {documents.length === 0 ? (
        <p className="text-sm text-fg-muted">{t.documents.empty}</p>
      ) : (
        <ul aria-labelledby="account-documents-heading" className="divide-y divide-border rounded-xl border border-border bg-surface text-sm">
          {documents.map((entry) => (
            <li key={entry.id} className="flex flex-wrap items-center justify-between gap-2 p-3">
              <div className="min-w-0">
                <p className="font-medium text-fg">{isDocumentType(entry.documentType) ? documentMessages.typeLabels[entry.documentType] : entry.documentType}</p>
                <p className="text-xs text-fg-muted">{t.documents.submitted(formatIndiaDate(entry.submittedAt))}</p>
              </div>
              {isDocumentStatus(entry.status) ? <DocumentStatusBadge status={entry.status} /> : <span className={pill}>{entry.status}</span>}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
