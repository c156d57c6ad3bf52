/** The profile's "Download my data": a download link to the export while online, a disabled button that says why offline. */
import { act, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { profilePageMessages } from '@shared/messages/profile.ts';
import { DownloadDataSection } from './download-data-section.tsx';

const t = profilePageMessages.data;

describe('DownloadDataSection', () => {
  afterEach(() => vi.restoreAllMocks());

  it('links to the export as a download', () => {
    render(<DownloadDataSection />);
    expect(screen.getByRole('region', { name: t.heading }).textContent).toContain(t.text);
    const link = screen.getByRole('link', { name: t.download });
    expect(link.getAttribute('href')).toBe('/api/account/export');
    expect(link.hasAttribute('download')).toBe(true);
  });

  it('waits for a connection, and says so, while offline', () => {
    render(<DownloadDataSection />);
    const onLine = vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    act(() => void window.dispatchEvent(new Event('offline')));
    const button = screen.getByRole('button', { name: t.download }) as HTMLButtonElement;
    expect(button.disabled).toBe(true);
    expect(document.getElementById(button.getAttribute('aria-describedby') ?? '')?.textContent).toBe(t.offline);
    onLine.mockReturnValue(true);
    act(() => void window.dispatchEvent(new Event('online')));
    expect(screen.getByRole('link', { name: t.download })).toBeTruthy();
  });
});
