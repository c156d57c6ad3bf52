/** A test server that mails through a loopback SMTP inbox, with links starting at PUBLIC_URL. */
import type { DatabaseKind } from '../../../knexfile.ts';
import type { Config } from '../config.ts';
import { startSmtpInbox, type SmtpInbox } from './smtp-inbox.ts';
import { startTestServer, testConfig, type TestServer } from './test-server.ts';

export const PUBLIC_URL = 'https://kiraya.test';

export async function startMailingServer(kind: DatabaseKind, overrides: Partial<Config> = {}): Promise<{ server: TestServer; inbox: SmtpInbox; close: () => Promise<void> }> {
  const inbox = await startSmtpInbox();
  const server = await startTestServer(kind, { ...overrides, mail: { ...testConfig().mail, smtpUrl: inbox.url, publicUrl: PUBLIC_URL } });
  return {
    server,
    inbox,
    close: async () => {
      await server.close();
      await inbox.close();
    },
  };
}
