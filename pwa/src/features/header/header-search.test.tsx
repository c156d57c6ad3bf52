import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithRouter } from '@pwa/test/render-with-router.tsx';
import { HeaderSearch } from './header-search.tsx';
import { messages } from '@shared/messages.ts';

async function setup() {
  const { router } = await renderWithRouter(<HeaderSearch />);
  const input = await screen.findByRole('searchbox', { name: messages.header.searchLabel });
  return { router, input, form: screen.getByRole('search'), button: screen.getByRole('button', { name: messages.header.searchButton }) };
}

describe('HeaderSearch', () => {
  it('goes to /search with the query URL-encoded on Enter (form submit)', async () => {
    const { router, input, form } = await setup();
    fireEvent.change(input, { target: { value: 'red bike & helmet' } });
    fireEvent.submit(form);
    await waitFor(() => expect(router.state.location.href).toBe('/search?q=red%20bike%20%26%20helmet'));
  });

  it('goes to /search from the search button, trimming the text', async () => {
    const { router, input, button } = await setup();
    fireEvent.change(input, { target: { value: '  camera  ' } });
    fireEvent.click(button);
    await waitFor(() => expect(router.state.location.href).toBe('/search?q=camera'));
  });

  it('ignores empty and whitespace-only text', async () => {
    const { router, input, form, button } = await setup();
    const visited: string[] = [];
    const unsubscribe = router.history.subscribe(() => visited.push(router.history.location.href));
    fireEvent.submit(form);
    fireEvent.change(input, { target: { value: '   ' } });
    fireEvent.click(button);
    fireEvent.submit(form);
    // A real search after them lands; navigations go in order, so it is the only one there was.
    fireEvent.change(input, { target: { value: 'tent' } });
    fireEvent.submit(form);
    await waitFor(() => expect(router.state.location.href).toBe('/search?q=tent'));
    expect(visited).toEqual(['/search?q=tent']);
    unsubscribe();
  });
});
