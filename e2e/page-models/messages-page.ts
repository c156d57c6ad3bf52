/**
 * The Messages inbox (/messages), a conversation's thread (/messages/{id}) and the header's Messages
 * entry with its unread count (issue 11).
 */
import { expect, type Locator, type Page } from '@playwright/test';

export class MessagesInbox {
  constructor(private readonly page: Page) {}

  async open(): Promise<void> {
    await this.page.goto('/messages');
    await expect(this.page.getByRole('heading', { level: 1, name: 'Messages' })).toBeVisible();
  }

  /** The row of the conversation with this person. */
  conversation(otherParty: string): Locator {
    return this.page.getByRole('main').getByRole('link').filter({ hasText: otherParty });
  }

  /** The header's entry: "Messages" or "Messages, N unread message(s)". */
  headerEntry(): Locator {
    return this.page.getByRole('banner').getByRole('link', { name: /^Messages(, \d+ unread messages?)?$/ });
  }

  async expectHeaderUnread(count: number): Promise<void> {
    const name = count === 0 ? 'Messages' : `Messages, ${count} unread message${count === 1 ? '' : 's'}`;
    await expect(this.page.getByRole('banner').getByRole('link', { name, exact: true })).toBeVisible();
  }
}

export class MessageThread {
  readonly replyBox: Locator;

  constructor(private readonly page: Page) {
    this.replyBox = page.getByLabel('Write a reply', { exact: true });
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
    await this.page.getByRole('button', { name: 'Send', exact: true }).click();
  }

  async expectWaiting(text: string): Promise<void> {
    await expect(this.message(text).getByText('Waiting to sync', { exact: true })).toBeVisible();
  }

  async expectSent(text: string): Promise<void> {
    await expect(this.message(text)).toBeVisible();
    await expect(this.message(text).getByText('Waiting to sync', { exact: true })).toHaveCount(0);
  }
}
