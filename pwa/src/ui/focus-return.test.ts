import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { returnFocus, trackFocus } from './focus-return.ts';

function button(name: string, parent: HTMLElement = document.body): HTMLButtonElement {
  const element = document.createElement('button');
  element.textContent = name;
  parent.append(element);
  return element;
}

/** What Radix hands onCloseAutoFocus: a cancellable event whose default would focus the (missing) Trigger. */
function closing(): Event {
  const event = new Event('focus.close', { cancelable: true });
  returnFocus(event);
  return event;
}

describe('focus back after a dialog', () => {
  beforeAll(trackFocus);
  afterEach(() => {
    document.body.replaceChildren();
  });

  it('goes back to the control that opened the dialog, and takes over from Radix', () => {
    const opener = button('Delete');
    opener.focus();
    const dialog = document.createElement('div');
    dialog.setAttribute('role', 'dialog');
    document.body.append(dialog);
    button('Cancel', dialog).focus();
    dialog.remove();

    expect(closing().defaultPrevented).toBe(true);
    expect(document.activeElement).toBe(opener);
  });

  it('goes to the menu button when the menu item that opened the dialog has gone with its menu', () => {
    const menuButton = button('Account menu');
    menuButton.focus();
    const menu = document.createElement('div');
    document.body.append(menu);
    button('Sign out', menu).focus();
    menu.remove();

    closing();
    expect(document.activeElement).toBe(menuButton);
  });

  it('leaves focus in another dialog that opened as this one closed', () => {
    button('Open menu').focus();
    const next = document.createElement('div');
    next.setAttribute('role', 'dialog');
    document.body.append(next);
    const field = button('Username', next);
    field.focus();

    closing();
    expect(document.activeElement).toBe(field);
  });

  it("falls back to the page's main region when nothing focused before is left", () => {
    const main = document.createElement('main');
    main.id = 'main';
    main.tabIndex = -1;
    document.body.append(main);
    const gone = button('Delete');
    gone.focus();
    gone.remove();

    closing();
    expect(document.activeElement).toBe(main);
  });
});
