/**
 * The emails the e2e server wrote: without SMTP_URL, outside production, each email is an .eml file in
 * DATA_DIR/mail (the e2e server's), which the specs read as a person reads their inbox.
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { simpleParser, type ParsedMail } from 'mailparser';
import { expect } from './fixtures.ts';

const mailDir = path.join(process.env.E2E_DATA_DIR ?? '', 'mail');

function mailFiles(): string[] {
  try {
    return readdirSync(mailDir).sort().reverse();
  } catch {
    return [];
  }
}

/** The newest email to `to` whose text has `containing`, parsed, once there is one. */
export async function newestEmail(to: string, containing: string): Promise<ParsedMail> {
  let found: ParsedMail | undefined;
  await expect
    .poll(async () => {
      for (const file of mailFiles()) {
        const parsed = await simpleParser(readFileSync(path.join(mailDir, file)));
        const recipients = (Array.isArray(parsed.to) ? parsed.to : parsed.to ? [parsed.to] : []).flatMap((address) => address.value.map((one) => one.address));
        if (recipients.includes(to) && (parsed.text ?? '').includes(containing)) {
          found = parsed;
          return true;
        }
      }
      return false;
    })
    .toBe(true);
  if (!found) throw new Error(`no email to ${to}`);
  return found;
}

/** A header field of `email` as it was written, unfolded (mailparser reads some, like List-Unsubscribe, into parts). */
export function rawHeader(email: ParsedMail, name: string): string {
  const line = email.headerLines.find((field) => field.key === name.toLowerCase())?.line ?? '';
  return line.slice(line.indexOf(':') + 1).replace(/\r?\n[ \t]+/g, ' ').trim();
}

/** The text of the newest email to `to` whose text has `containing`, once there is one. */
export async function newestEmailTo(to: string, containing: string): Promise<string> {
  return (await newestEmail(to, containing)).text ?? '';
}

/** The path and query of the first link to `page` (say '/reset-password') in the newest such email to `to`. */
export async function emailedLink(to: string, page: string): Promise<string> {
  const text = await newestEmailTo(to, `${page}?token=`);
  const link = new RegExp(`http://localhost:\\d+${page}\\?token=[A-Za-z0-9_-]{43}`).exec(text)?.[0];
  expect(link, text).toBeDefined();
  const { pathname, search } = new URL(link ?? '');
  return pathname + search;
}
