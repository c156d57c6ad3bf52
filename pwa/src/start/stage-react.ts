/** A stage of the start (see main.tsx): React and React DOM, whose module code sets up its event names and the scheduler. */
import 'react-dom/client';
import { nextTask } from '@pwa/lib/next-task.ts';

await nextTask();
