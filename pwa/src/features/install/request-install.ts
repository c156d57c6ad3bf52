/**
 * What "Install app" does, wherever it is: the browser's install dialog when it offered one, else
 * the instructions for this browser (a small store, so a menu can open them and then close itself).
 */
import { useSyncExternalStore } from 'react';
import { promptInstall, type InstallOption } from './install-store.ts';

let instructionsOpen = false;
const listeners = new Set<() => void>();

function setInstructionsOpen(open: boolean): void {
  instructionsOpen = open;
  listeners.forEach((listener) => listener());
}

export const closeInstallInstructions = (): void => setInstructionsOpen(false);

/** Call from the click itself: the browser opens its dialog only in answer to a user's gesture. */
export function requestInstall(option: InstallOption): void {
  if (option === 'prompt') void promptInstall();
  else setInstructionsOpen(true);
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

const isOpen = (): boolean => instructionsOpen;

export function useInstallInstructionsOpen(): boolean {
  return useSyncExternalStore(subscribe, isOpen, isOpen);
}
