/** The notify module: a notification and its push alert, written together for another module's event. */
export { notify, type Notice, type PushOfNotice } from './notify.ts';
