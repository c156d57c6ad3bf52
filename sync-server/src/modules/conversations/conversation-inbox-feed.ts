/** The conversations' part of the inbox changes call: conversations as the viewer sees them, and their messages. */
import type { Conversation, Message } from '@shared/api.ts';
import type { InboxFeed } from '../../db/inbox-seq.ts';
import { conversationsChangedSince } from './conversation-repo.ts';
import { messagesChangedSince } from './message-repo.ts';

export const conversationInboxFeed: InboxFeed<{ conversation: Conversation }> = { changedSince: conversationsChangedSince };

export const messageInboxFeed: InboxFeed<{ message: Message }> = { changedSince: messagesChangedSince };
