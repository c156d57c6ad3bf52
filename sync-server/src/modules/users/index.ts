/** The users module: accounts as stored, and how a user is named to others. */
export { nameShownToOthers, senderShownToOthers, type ShownSender } from './display-name.ts';
