/**
 * A part whose code fails to load (a patchy link) leaves the page as it was: it draws its placeholder,
 * says the connection failed (unless quiet), lets its opener close it, and asks for its code again when
 * drawn anew. An error in the loaded part's own drawing still reaches the page's error screen.
 */
import { useState, type ComponentType } from 'react';
import { CatchBoundary } from '@tanstack/react-router';
import { fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, expect, it, vi } from 'vitest';
import { messages } from '@shared/messages.ts';
import { routeErrorMessages } from '@shared/messages/route-error.ts';
import { dismissToasts, expectToast } from '@pwa/test/profile-server.tsx';
import { lazyPart, type LazyPart } from './lazy-part.tsx';
import { isToasterWanted } from './toast.ts';
import { TOASTS_ELEMENT_ID, ToasterHost } from './toaster-host.tsx';

type Props = { label: string };
const Greeting: ComponentType<Props> = ({ label }) => <p>{label}</p>;
const offline = () => new TypeError('Failed to fetch dynamically imported module');

let toasts: HTMLElement;
beforeEach(() => {
  // As index.html has it.
  toasts = document.createElement('div');
  toasts.id = TOASTS_ELEMENT_ID;
  document.body.append(toasts);
  vi.spyOn(console, 'warn').mockImplementation(() => undefined);
});
afterEach(async () => {
  await dismissToasts();
  toasts.remove();
  vi.restoreAllMocks();
});

/** A page with a heading and a button that opens the part; the part's failure closes it again. */
function Page({ Part }: { Part: LazyPart<Props> }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <h1>Listing</h1>
      {open ? <Part label="The part" onLoadFailed={() => setOpen(false)} /> : <button onClick={() => setOpen(true)}>Open</button>}
      <ToasterHost theme="light" />
    </>
  );
}

// First in the file: whether any toast was asked for is kept for the module's life.
it('lets a quiet part fail without a word, the page and its opener left as they were', async () => {
  const load = vi.fn<() => Promise<ComponentType<Props>>>().mockRejectedValue(offline());
  render(<Page Part={lazyPart(load, { quiet: true })} />);
  fireEvent.click(screen.getByRole('button', { name: 'Open' }));
  expect(await screen.findByRole('button', { name: 'Open' })).toBeTruthy();
  expect(screen.getByRole('heading', { name: 'Listing' })).toBeTruthy();
  expect(load).toHaveBeenCalledTimes(1);
  expect(isToasterWanted()).toBe(false);
});

it('says the connection failed, lets the opener close it, and loads the code afresh at the next opening', async () => {
  const load = vi.fn<() => Promise<ComponentType<Props>>>().mockRejectedValueOnce(offline()).mockResolvedValue(Greeting);
  render(<Page Part={lazyPart(load)} />);

  fireEvent.click(screen.getByRole('button', { name: 'Open' }));
  await expectToast(messages.errors.network);
  expect(screen.getByRole('heading', { name: 'Listing' })).toBeTruthy();
  expect(screen.queryByText('The part')).toBeNull();

  fireEvent.click(await screen.findByRole('button', { name: 'Open' }));
  expect(await screen.findByText('The part')).toBeTruthy();
  expect(load).toHaveBeenCalledTimes(2);
});

it('holds its place with its placeholder while loading and after a failed load', async () => {
  let fail: (error: unknown) => void = () => undefined;
  const load = vi.fn<() => Promise<ComponentType<Props>>>(() => new Promise((_, reject) => (fail = reject)));
  const Part = lazyPart(load, { placeholder: <div data-testid="space" /> });
  render(
    <>
      <Part label="The part" />
      <ToasterHost theme="light" />
    </>,
  );
  expect(screen.getByTestId('space')).toBeTruthy();
  fail(offline());
  await expectToast(messages.errors.network);
  expect(screen.getByTestId('space')).toBeTruthy();
});

it('says that a part the visitor opened is on its way while its code takes a moment, and opens it once in', async () => {
  let arrive: (component: ComponentType<Props>) => void = () => undefined;
  const Part = lazyPart(() => new Promise<ComponentType<Props>>((resolve) => (arrive = resolve)), { placeholder: 'opening' });
  render(<Part label="The part" />);
  expect(screen.getByRole('status').textContent).toBe('');
  expect((await screen.findByText(messages.opening)).closest('[role="status"]')).toBeTruthy();
  arrive(Greeting);
  expect(await screen.findByText('The part')).toBeTruthy();
  expect(screen.queryByRole('status')).toBeNull();
});

it('says in its place that a piece of the page could not load, and asks again at "Try again"', async () => {
  const load = vi.fn<() => Promise<ComponentType<Props>>>().mockRejectedValueOnce(offline()).mockResolvedValue(Greeting);
  const Part = lazyPart(load, { placeholder: <div data-testid="space" />, inPlace: true });
  render(
    <>
      <h1>Listing</h1>
      <Part label="The calendar" />
    </>,
  );
  const alert = await screen.findByRole('alert');
  expect(alert.textContent).toContain(messages.errors.network);
  expect(screen.queryByTestId('space')).toBeNull();
  expect(screen.getByRole('heading', { name: 'Listing' })).toBeTruthy();

  fireEvent.click(screen.getByRole('button', { name: routeErrorMessages.retry }));
  expect(await screen.findByText('The calendar')).toBeTruthy();
  expect(screen.queryByRole('alert')).toBeNull();
  expect(load).toHaveBeenCalledTimes(2);
});

it('frames the message in place with the margins the part would have brought', async () => {
  const Part = lazyPart<Props>(() => Promise.reject(offline()), { inPlace: true, inPlaceFrame: 'page-margins' });
  render(<Part label="The sections" />);
  const alert = await screen.findByRole('alert');
  expect(alert.parentElement?.className).toBe('page-margins');
});

it('leaves an error of the loaded part itself to the page, which shows its error screen', async () => {
  vi.spyOn(console, 'error').mockImplementation(() => undefined);
  const Broken: ComponentType<Props> = () => {
    throw new Error('a bug in the part');
  };
  const onLoadFailed = vi.fn<() => void>();
  const Part = lazyPart(() => Promise.resolve(Broken));
  render(
    <CatchBoundary getResetKey={() => 0} errorComponent={({ error }) => <p>The page failed: {(error as Error).message}</p>}>
      <Part label="The part" onLoadFailed={onLoadFailed} />
    </CatchBoundary>,
  );
  expect(await screen.findByText('The page failed: a bug in the part')).toBeTruthy();
  expect(onLoadFailed).not.toHaveBeenCalled();
});
