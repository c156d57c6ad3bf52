/** What the emailing services need from a request: the mailer, and the site's public address for links. */
import type { AppContext } from '../../types.ts';
import type { MailContext } from './email-confirmation.ts';

export const mailContextOf = (ctx: AppContext): MailContext => ({ mailer: ctx.mailer, publicUrl: ctx.config.mail.publicUrl });
