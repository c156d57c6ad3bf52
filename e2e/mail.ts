/**
 * The emails the e2e server wrote: without SMTP_URL, outside production, each email is an .eml file in
 * DATA_DIR/mail (the e2e server's), which the specs read as a person reads their inbox.
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { simpleParser } from 'mailparser';
import { expect } from './fixtures.ts';

const mailDir = path.join(process.env.E2E_DATA_DIR ?? '', 'mail');

function mailFiles(): string[] {
  try {
    return readdirSync(mailDir).sort().reverse();
  } catch {
    return [];
  }
}

/** The text of the newest email to `to` whose text has `containing`, once there is one. */
export async function newestEmailTo(to: string, containing: string): Promise<string> {
  let text = '';
  await expect
    .poll(async () => {
      for (const file of mailFiles()) {
        const parsed = await simpleParser(readFileSync(path.join(mailDir, file)));
        const recipients = (Array.isArray(parsed.to) ? parsed.to : parsed.to ? [parsed.to] : []).flatMap((address) => address.value.map((one) => one.address));
        if (recipients.includes(to) && (parsed.text ?? '').includes(containing)) {
          text = parsed.text ?? '';
          return true;
        }
      }
      return false;
    })
    .toBe(true);
  return text;
}

/** The path and query of the first link to `page` (say '/reset-password') in the newest such email to `to`. */
export async function emailedLink(to: string, page: string): Promise<string> {
  const text = await newestEmailTo(to, `${page}?token=`);
  const link = new RegExp(`http://localhost:\\d+${page}\\?token=[A-Za-z0-9_-]{43}`).exec(text)?.[0];
  expect(link, text).toBeDefined();
  const { pathname, search } = new URL(link ?? '');
  return pathname + search;
}
