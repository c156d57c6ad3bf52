import { describe, expect, it, vi } from 'vitest';
import { createInstallStore, type BeforeInstallPromptEvent } from './install-store.ts';

/** A window stand-in: Chromium has `onbeforeinstallprompt`, Safari and Firefox do not. */
function fakeWindow({ chromium = true, standalone = false, iosStandalone }: { chromium?: boolean; standalone?: boolean; iosStandalone?: boolean } = {}) {
  const media = Object.assign(new EventTarget(), { matches: standalone });
  const view = Object.assign(new EventTarget(), {
    matchMedia: (query: string) => {
      expect(query).toBe('(display-mode: standalone)');
      return media;
    },
    navigator: iosStandalone === undefined ? {} : { standalone: iosStandalone },
    ...(chromium ? { onbeforeinstallprompt: null } : {}),
  });
  const setStandalone = (matches: boolean): void => {
    media.matches = matches;
    media.dispatchEvent(new Event('change'));
  };
  return { view, setStandalone };
}

function offerInstall(view: EventTarget, outcome: 'accepted' | 'dismissed' = 'accepted') {
  const event = Object.assign(new Event('beforeinstallprompt', { cancelable: true }), {
    prompt: vi.fn<BeforeInstallPromptEvent['prompt']>(() => Promise.resolve()),
    userChoice: Promise.resolve({ outcome }),
  }) satisfies BeforeInstallPromptEvent;
  view.dispatchEvent(event);
  return event;
}

describe('install store', () => {
  it('offers nothing in Chromium until the browser fires beforeinstallprompt, then the prompt', () => {
    const { view } = fakeWindow();
    const store = createInstallStore(view);
    const listener = vi.fn<() => void>();
    store.subscribe(listener);
    expect(store.get()).toBe('none');

    const event = offerInstall(view);
    expect(store.get()).toBe('prompt');
    expect(listener).toHaveBeenCalledTimes(1);
    // The browser's own install banner is held back: the menus offer installing instead.
    expect(event.defaultPrevented).toBe(true);
  });

  it('takes an offer boot.js kept before the app ran (a page whose code starts after its first paint)', async () => {
    const { view } = fakeWindow();
    const kept = Object.assign(new Event('beforeinstallprompt', { cancelable: true }), {
      prompt: vi.fn<BeforeInstallPromptEvent['prompt']>(() => Promise.resolve()),
      userChoice: Promise.resolve({ outcome: 'accepted' as const }),
    }) satisfies BeforeInstallPromptEvent;
    const store = createInstallStore(Object.assign(view, { kirayaInstallOffer: kept }));
    expect(store.get()).toBe('prompt');
    await expect(store.prompt()).resolves.toBe(true);
    expect(kept.prompt).toHaveBeenCalledTimes(1);
    expect(store.get()).toBe('none');
  });

  it('opens the browser dialog once; accepted, the action disappears', async () => {
    const { view } = fakeWindow();
    const store = createInstallStore(view);
    const event = offerInstall(view, 'accepted');

    await expect(store.prompt()).resolves.toBe(true);
    expect(event.prompt).toHaveBeenCalledTimes(1);
    expect(store.get()).toBe('none');
    await expect(store.prompt()).resolves.toBe(false);
    expect(event.prompt).toHaveBeenCalledTimes(1);
  });

  it('drops a dismissed offer (it cannot be shown twice) and takes the next one the browser makes', async () => {
    const { view } = fakeWindow();
    const store = createInstallStore(view);
    offerInstall(view, 'dismissed');

    await expect(store.prompt()).resolves.toBe(false);
    expect(store.get()).toBe('none');
    offerInstall(view);
    expect(store.get()).toBe('prompt');
  });

  it('hides the action once the app is installed, whatever else happens', () => {
    const { view } = fakeWindow();
    const store = createInstallStore(view);
    offerInstall(view);
    view.dispatchEvent(new Event('appinstalled'));
    expect(store.get()).toBe('none');
    offerInstall(view);
    expect(store.get()).toBe('none');
  });

  it('shows instructions in browsers without the install event, until the app runs installed', () => {
    const { view, setStandalone } = fakeWindow({ chromium: false });
    const store = createInstallStore(view);
    expect(store.get()).toBe('manual');
    setStandalone(true);
    expect(store.get()).toBe('none');
    setStandalone(false);
    expect(store.get()).toBe('manual');
  });

  it('offers nothing when already running installed (display-mode standalone, or iOS home screen)', () => {
    const chromium = fakeWindow({ standalone: true });
    const store = createInstallStore(chromium.view);
    offerInstall(chromium.view);
    expect(store.get()).toBe('none');

    expect(createInstallStore(fakeWindow({ chromium: false, iosStandalone: true }).view).get()).toBe('none');
    expect(createInstallStore(fakeWindow({ chromium: false, iosStandalone: false }).view).get()).toBe('manual');
  });
});
