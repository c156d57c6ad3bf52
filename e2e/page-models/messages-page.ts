/**
 * The Messages inbox (/messages), a conversation's thread (/messages/{id}) and the header's Messages
 * entry with its unread count.
 */
import { expect, type Locator, type Page } from '@playwright/test';
import { anyNumbers, escapeRegExp, testCopy } from '../copy.ts';

export class MessagesInbox {
  private readonly copy = testCopy();

  constructor(private readonly page: Page) {}

  async open(): Promise<void> {
    await this.page.goto('/messages');
    await expect(this.page.getByRole('heading', { level: 1, name: this.copy.conversations.inbox.title })).toBeVisible();
  }

  /** The row of the conversation with this person. */
  conversation(otherParty: string): Locator {
    return this.page.getByRole('main').getByRole('link').filter({ hasText: otherParty });
  }

  /** The header's entry: "Messages" or "Messages, N unread message(s)". */
  headerEntry(): Locator {
    const header = this.copy.messages.header;
    const withUnread = [1, 7].map((n) => anyNumbers(header.messagesWithUnread(n), n));
    return this.page.getByRole('banner').getByRole('link', { name: new RegExp(`^(?:${escapeRegExp(header.messages)}|${withUnread.join('|')})$`) });
  }

  async expectHeaderUnread(count: number): Promise<void> {
    const header = this.copy.messages.header;
    const name = count === 0 ? header.messages : header.messagesWithUnread(count);
    await expect(this.page.getByRole('banner').getByRole('link', { name, exact: true })).toBeVisible();
  }
}

export class MessageThread {
  private readonly copy = testCopy();
  readonly replyBox: Locator;

  constructor(private readonly page: Page) {
    this.replyBox = page.getByLabel(this.copy.conversations.thread.replyLabel, { exact: true });
  }

  async expectWith(otherParty: string): Promise<void> {
    await expect(this.page.getByRole('heading', { level: 1, name: otherParty })).toBeVisible();
  }

  /** A message's bubble, found by its text. */
  message(text: string): Locator {
    return this.page.getByRole('main').getByRole('listitem').filter({ hasText: text });
  }

  async reply(text: string): Promise<void> {
    await this.replyBox.fill(text);
    await this.page.getByRole('button', { name: this.copy.conversations.thread.send, exact: true }).click();
  }

  async expectWaiting(text: string): Promise<void> {
    await expect(this.message(text).getByText(this.copy.conversations.thread.waiting, { exact: true })).toBeVisible();
  }

  async expectSent(text: string): Promise<void> {
    await expect(this.message(text)).toBeVisible();
    await expect(this.message(text).getByText(this.copy.conversations.thread.waiting, { exact: true })).toHaveCount(0);
  }
}
