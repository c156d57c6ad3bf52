/** Query of GET /api/inbox/changes: the cursor of the device's last answer (none the first time) and the page size. */
import * as v from 'valibot';
import { limitParam } from './query.ts';

export const inboxChangesQuerySchema = v.object({
  since: v.optional(v.pipe(v.string('since must be the cursor of an earlier answer'), v.maxLength(100))),
  limit: limitParam(100, 200),
});
