import { describe, expect, it } from 'vitest';
import { loggedPath } from './logged-path.ts';

describe('loggedPath', () => {
  it('logs paths that carry a secret or a private address as their pattern', () => {
    expect(loggedPath('/api/uploads/0190f1d2-3a4b-7c8d-9e0f-112233445566')).toBe('/api/uploads/:mediaId');
    expect(loggedPath('/api/document-photos/0190f1d2-3a4b-7c8d-9e0f-112233445566')).toBe('/api/document-photos/:mediaId');
    expect(loggedPath('/API/Document-Photos/abc')).toBe('/api/document-photos/:mediaId');
    expect(loggedPath('/api/calendar/s3cr3t-feed-token.ics')).toBe('/api/calendar/:token.ics');
  });

  it('keeps every other path as it is', () => {
    expect(loggedPath('/api/verification-documents/0190f1d2-3a4b-7c8d-9e0f-112233445566')).toBe('/api/verification-documents/0190f1d2-3a4b-7c8d-9e0f-112233445566');
    expect(loggedPath('/api/items')).toBe('/api/items');
  });
});
