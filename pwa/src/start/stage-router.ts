/** A stage of the start (see main.tsx): The router's packages. */
import '@tanstack/react-router';
import { nextTask } from '@pwa/lib/next-task.ts';

await nextTask();
