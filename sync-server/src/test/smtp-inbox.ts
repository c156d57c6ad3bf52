/**
 * A real SMTP server on loopback (smtp-server) that keeps every message it receives, parsed
 * (mailparser): the server under test mails through it exactly as it would through a provider's.
 */
import type { AddressInfo } from 'node:net';
import { simpleParser, type ParsedMail } from 'mailparser';
import { SMTPServer } from 'smtp-server';
import { vi } from 'vitest';

export interface SmtpInbox {
  /** The SMTP_URL that reaches it. */
  url: string;
  messages: ParsedMail[];
  /** The newest message to `to` (whose text has `containing`, when given), waiting up to a few seconds for one to arrive. */
  latestTo(to: string, containing?: string): Promise<ParsedMail>;
  close(): Promise<void>;
}

export const recipientsOf = (message: ParsedMail): string[] =>
  (Array.isArray(message.to) ? message.to : message.to ? [message.to] : []).flatMap((to) => to.value.map((address) => address.address ?? ''));

export async function startSmtpInbox(): Promise<SmtpInbox> {
  const messages: ParsedMail[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, _session, done) {
      void (async () => {
        let failure: Error | undefined;
        try {
          messages.push(await simpleParser(stream));
        } catch (error) {
          failure = error instanceof Error ? error : new Error(String(error));
        }
        // smtp-server's callback: the sender is told the message was taken, or why not.
        done(failure);
      })();
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as AddressInfo;
  return {
    url: `smtp://127.0.0.1:${port}`,
    messages,
    latestTo: (to, containing = '') =>
      vi.waitFor(
        () => {
          const found = messages.filter((message) => recipientsOf(message).includes(to) && (message.text ?? '').includes(containing)).at(-1);
          if (!found) throw new Error(`no email to ${to} yet`);
          return found;
        },
        { timeout: 5000 },
      ),
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
