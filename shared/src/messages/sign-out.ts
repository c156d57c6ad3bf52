/** Copy of the sign-out check (DESIGN.md §7): writes still waiting for the server are kept, and said so. */
export const signOutMessages = {
  title: 'Changes waiting to sync',
  text: (count: number) =>
    `${count === 1 ? '1 change you made on this device has' : `${count} changes you made on this device have`} not reached Kiraya yet. ` +
    'They stay on this device and are sent the next time you sign in to this account.',
  cancel: 'Stay signed in',
  confirm: 'Sign out',
} as const;
