/**
 * Whether and how Kiraya can be installed here: 'prompt' ("Install app" opens the browser's dialog),
 * 'manual' (no such event, as in Safari and Firefox: it shows how) or 'none'. Chromium fires
 * `beforeinstallprompt` once, early, and only a page that kept the event can offer its dialog later,
 * so main.tsx starts the capture before anything renders.
 */
import { useSyncExternalStore } from 'react';

export type InstallOption = 'prompt' | 'manual' | 'none';

/** Chromium's event; TypeScript's DOM library does not have it. */
export interface BeforeInstallPromptEvent extends Event {
  prompt(): Promise<unknown>;
  readonly userChoice: Promise<{ outcome: 'accepted' | 'dismissed' }>;
}

/** The parts of `window` the store uses, so tests can hand it a stand-in. */
export interface InstallWindow extends EventTarget {
  matchMedia(query: string): Pick<MediaQueryList, 'matches' | 'addEventListener'>;
  navigator: object;
  /** The offer boot.js kept when it came before the app's code ran. */
  kirayaInstallOffer?: Event;
}

export interface InstallStore {
  get(): InstallOption;
  subscribe(listener: () => void): () => void;
  /** Opens the browser's install dialog; true when the user accepted. */
  prompt(): Promise<boolean>;
}

const STANDALONE = '(display-mode: standalone)';

export function createInstallStore(view: InstallWindow): InstallStore {
  // An offer boot.js kept when it came before the app's code ran (a page with a first screen starts the
  // capture after its first paint).
  let deferred = (view.kirayaInstallOffer as BeforeInstallPromptEvent | undefined) ?? null;
  let installed = false;
  let option: InstallOption = 'none';
  const listeners = new Set<() => void>();
  const standalone = view.matchMedia(STANDALONE);

  const update = (): void => {
    // iOS marks a home-screen app with navigator.standalone rather than the display-mode query.
    const running = standalone.matches || ('standalone' in view.navigator && view.navigator.standalone === true);
    // 'none' also for a Chromium offering nothing: it fires the event only while the app is installable and
    // not installed.
    const next: InstallOption =
      installed || running ? 'none' : deferred ? 'prompt' : 'onbeforeinstallprompt' in view ? 'none' : 'manual';
    if (next === option) return;
    option = next;
    listeners.forEach((listener) => listener());
  };

  view.addEventListener('beforeinstallprompt', (event) => {
    // The menus offer installing; this keeps the browser's own install banner from doubling it.
    event.preventDefault();
    deferred = event as BeforeInstallPromptEvent;
    update();
  });
  view.addEventListener('appinstalled', () => {
    installed = true;
    deferred = null;
    update();
  });
  standalone.addEventListener('change', update);
  update();

  return {
    get: () => option,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    async prompt() {
      const event = deferred;
      if (!event) return false;
      // An event opens the dialog once: drop it whatever the answer (Chromium may offer a new one).
      deferred = null;
      await event.prompt();
      const accepted = (await event.userChoice).outcome === 'accepted';
      installed ||= accepted;
      update();
      return accepted;
    },
  };
}

let store: InstallStore | undefined;

/** Starts listening for the browser's install events; main.tsx calls it first thing. */
export function startInstallCapture(): void {
  // This store is the whole first-visit cost of installing; the instructions load when asked for.
  store ??= createInstallStore(window);
}

const none = (): InstallOption => 'none';
const noSubscription = (): (() => void) => () => {};

export function useInstallOption(): InstallOption {
  return useSyncExternalStore(store?.subscribe ?? noSubscription, store?.get ?? none, none);
}

export const promptInstall = (): Promise<boolean> => store?.prompt() ?? Promise.resolve(false);
