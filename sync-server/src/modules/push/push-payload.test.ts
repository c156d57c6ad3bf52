import { describe, expect, it } from 'vitest';
import type { PushAlert } from '@shared/api.ts';
import { MAX_PAYLOAD_BYTES, pushPayload, pushTopic } from './push-payload.ts';

const alert = (body: string, title = 'Asha replied'): PushAlert => ({
  type: 'message',
  title,
  body,
  tag: 'conversation-0193a5b2-7c4e-7d21-9f3a-2b8c1d4e5f60',
  url: '/messages/0193a5b2-7c4e-7d21-9f3a-2b8c1d4e5f60',
  conversationId: '0193a5b2-7c4e-7d21-9f3a-2b8c1d4e5f60',
  itemId: '0193a5b2-7c4e-7d21-9f3a-2b8c1d4e5f61',
});

describe('the push payload', () => {
  it('is the alert as JSON when it fits', () => {
    expect(JSON.parse(pushPayload(alert('Is the camera free on Saturday?')))).toEqual(alert('Is the camera free on Saturday?'));
  });

  it('shortens a long text (2,000 characters of Devanagari: 6 KB) to fit under 3 KB', () => {
    const long = alert('किराया'.repeat(400), 'ब'.repeat(300));
    const payload = pushPayload(long);
    expect(Buffer.byteLength(payload)).toBeLessThanOrEqual(MAX_PAYLOAD_BYTES);
    const parsed = JSON.parse(payload) as PushAlert;
    expect(parsed.body.endsWith('…')).toBe(true);
    expect(long.body.startsWith(parsed.body.slice(0, -1))).toBe(true);
    expect({ ...parsed, body: '', title: '' }).toEqual({ ...long, body: '', title: '' });
  });

  it('derives a Topic of at most 32 base64url characters, the same for one tag', () => {
    const topic = pushTopic(alert('').tag);
    expect(topic).toMatch(/^[A-Za-z0-9_-]{32}$/);
    expect(pushTopic(alert('').tag)).toBe(topic);
    expect(pushTopic('conversation-2')).not.toBe(topic);
    expect(pushTopic('short_tag-1')).toBe('short_tag-1');
  });
});
