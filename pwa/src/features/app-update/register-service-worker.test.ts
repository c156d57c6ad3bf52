/**
 * When the update flow (workbox-window) loads: at once on a page a worker controls, and on a first
 * visit only once the newly registered worker takes control, so a first visit never loads it early.
 */
import { afterEach, beforeEach, expect, it, vi } from 'vitest';

const watchServiceWorker = vi.hoisted(() => vi.fn<(typeof import('./watch-service-worker.ts'))['watchServiceWorker']>());
vi.mock('./watch-service-worker.ts', () => ({ watchServiceWorker }));

/** navigator.serviceWorker as a browser has it, controlled or not. */
function fakeWorkers(controller: object | null) {
  const events = new EventTarget();
  const workers = {
    controller,
    register: vi.fn<(url: string, options: RegistrationOptions) => Promise<object>>(() => Promise.resolve({})),
    addEventListener: events.addEventListener.bind(events),
    removeEventListener: events.removeEventListener.bind(events),
    takeControl: () => events.dispatchEvent(new Event('controllerchange')),
  };
  Object.defineProperty(navigator, 'serviceWorker', { value: workers, configurable: true });
  return workers;
}

beforeEach(() => {
  vi.resetModules();
  watchServiceWorker.mockReset();
  vi.stubEnv('PROD', true);
});
afterEach(() => {
  vi.unstubAllEnvs();
  Reflect.deleteProperty(navigator, 'serviceWorker');
});

const register = async () => (await import('./register-service-worker.ts')).registerServiceWorker();

it('on a first visit registers the worker itself and loads the update flow once the worker controls the page', async () => {
  const workers = fakeWorkers(null);
  await register();
  expect(workers.register).toHaveBeenCalledWith('/sw.js', { scope: '/' });
  // Any import that was started has settled: none was.
  await vi.dynamicImportSettled();
  expect(watchServiceWorker).not.toHaveBeenCalled();

  workers.takeControl();
  await vi.waitFor(() => expect(watchServiceWorker).toHaveBeenCalledTimes(1));
});

it('on a page a worker controls loads the update flow at once, which registers through workbox-window', async () => {
  const workers = fakeWorkers({});
  await register();
  await vi.waitFor(() => expect(watchServiceWorker).toHaveBeenCalledTimes(1));
  expect(workers.register).not.toHaveBeenCalled();
});
