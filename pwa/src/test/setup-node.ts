/** Setup of the sync test project (Node): an in-memory IndexedDB for Dexie, as in the pwa project. */
import 'fake-indexeddb/auto';
