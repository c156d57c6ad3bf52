/** A stage of the start (see main.tsx): Dexie's own code (about a quarter of the entry's evaluation on a phone). */
import 'dexie';
import { nextTask } from '@pwa/lib/next-task.ts';

await nextTask();
