/** A stage of the start (see main.tsx): The app's database: Dexie reads the schema of every table as the instance is made. */
import '@pwa/db/app-db.ts';
import { nextTask } from '@pwa/lib/next-task.ts';

await nextTask();
