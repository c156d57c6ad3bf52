/**
 * Sends the email of an `email.alert` job when it is still wanted: its notification unread, the
 * account's email confirmed (so a mistyped address is never written to), its choice for the kind on,
 * and no email about the same thread within the last hour. Each email has a one-click unsubscribe
 * (List-Unsubscribe with List-Unsubscribe-Post, RFC 8058) for its kind.
 */
import type { JobPayloads } from '../../jobs/job-repo.ts';
import { RetryLater, type JobContext, type JobHandlers } from '../../jobs/job-worker.ts';
import { copyIn } from '../../copy/user-copy.ts';
import type { Mailer } from '../../mail/mailer.ts';
import { unreadNotification } from '../notifications/index.ts';
import { findUserById } from '../users/index.ts';
import { claimThreadEmail, findChoices, releaseThreadEmail } from './email-alert-repo.ts';
import { unsubscribeToken } from './unsubscribe-token.ts';

/** The least time between two emails about one conversation or booking. */
export const THREAD_GAP_MS = 60 * 60 * 1000;
/** The app's page an unsubscribe link opens (it asks first), and the profile where every choice is. */
export const UNSUBSCRIBE_PAGE = '/unsubscribe';
const CHOICES_PAGE = '/profile/edit';

export interface EmailAlertDelivery {
  mailer: Mailer;
  /** The site's address, which links start with. */
  publicUrl: string;
  /** Signs the unsubscribe links. */
  secret: string;
}

function sendAlert(delivery: EmailAlertDelivery) {
  return async ({ userId, notificationId, kind, thread, path }: JobPayloads['email.alert'], { db, logger }: JobContext): Promise<void> => {
    const notification = await unreadNotification(db, userId, notificationId);
    if (!notification) return;
    const user = await findUserById(db, userId);
    if (!user?.emailConfirmed) return;
    if (!(await findChoices(db, userId))[kind]) return;
    const at = new Date();
    const claim = await claimThreadEmail(db, userId, thread, at, new Date(at.getTime() - THREAD_GAP_MS));
    if (!claim.claimed) return;

    const copy = copyIn(user.locale ?? 'en');
    const words = copy.emailAlerts;
    const token = unsubscribeToken(delivery.secret, userId, kind);
    const site = delivery.publicUrl;
    try {
      await delivery.mailer.send({
        to: user.email,
        subject: words.email.subject(notification.title),
        text: words.email.body({
          name: user.fullName ?? user.username,
          headline: notification.title,
          detail: notification.message,
          link: `${site}${path}`,
          about: words.about[kind],
          unsubscribeLink: `${site}${UNSUBSCRIBE_PAGE}?token=${token}`,
          choicesLink: `${site}${CHOICES_PAGE}`,
        }),
        language: copy.locale,
        headers: {
          'List-Unsubscribe': `<${site}/api/email/unsubscribe?token=${token}>`,
          'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
        },
      });
    } catch (error) {
      // Not sent: the thread may be emailed about again, and this one is retried.
      await releaseThreadEmail(db, userId, thread, at, claim.previous);
      const reason = error instanceof Error ? error.message : String(error);
      logger.warn({ kind }, 'an email alert could not be sent; it is retried');
      throw new RetryLater(`email alert not sent: ${reason}`);
    }
  };
}

/** The job handler of email alerts, with the server's mailer. */
export function emailAlertJobHandlers(delivery: EmailAlertDelivery): Pick<JobHandlers, 'email.alert'> {
  return { 'email.alert': sendAlert(delivery) };
}
