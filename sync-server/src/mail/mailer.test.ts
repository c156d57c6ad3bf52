/** Without SMTP_URL (outside production), each email is a readable .eml file in DATA_DIR/mail. */
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { simpleParser } from 'mailparser';
import { afterAll, describe, expect, it } from 'vitest';
import { createLogger } from '../logger.ts';
import { createMailer } from './mailer.ts';

describe('the mailer without an SMTP server', () => {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'kiraya-mail-'));
  afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

  it('writes each email to DATA_DIR/mail as an .eml file a mail program opens', async () => {
    const dropDir = path.join(dataDir, 'mail');
    const mailer = createMailer({ smtpUrl: undefined, from: 'Kiraya <no-reply@kiraya.test>', replyTo: undefined, publicUrl: 'http://localhost:3000', dropDir }, createLogger('silent'));
    await mailer.send({ to: 'meera@example.in', subject: 'अपना Kiraya पासवर्ड रीसेट करें', text: 'नमस्ते Meera,\n\nhttp://localhost:3000/reset-password?token=abc', language: 'hi' });
    await mailer.send({ to: 'ravi@example.in', subject: 'Second', text: 'Hello Ravi', language: 'en' });
    const files = readdirSync(dropDir).sort();
    expect(files).toHaveLength(2);
    expect(files.every((file) => file.endsWith('.eml'))).toBe(true);
    const first = await simpleParser(readFileSync(path.join(dropDir, files[0] ?? '')));
    expect(first.subject).toBe('अपना Kiraya पासवर्ड रीसेट करें');
    expect(first.text?.trim()).toBe('नमस्ते Meera,\n\nhttp://localhost:3000/reset-password?token=abc');
    expect(first.from?.value[0]).toMatchObject({ name: 'Kiraya', address: 'no-reply@kiraya.test' });
    expect(first.headers.get('content-language')).toBe('hi');
  });
});
