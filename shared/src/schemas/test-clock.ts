/** Body of the end-to-end tests' clock hook: how many days ahead the caller's clock runs. */
import * as v from 'valibot';

/** Ten years: far enough for any test, near enough that a typo (a timestamp, say) is refused. */
export const MAX_OFFSET_DAYS = 3650;

const offsetMessage = `offsetDays must be a whole number of days from 0 to ${MAX_OFFSET_DAYS}`;

export const testClockPayloadSchema = v.object({
  offsetDays: v.pipe(v.number(offsetMessage), v.integer(offsetMessage), v.minValue(0, offsetMessage), v.maxValue(MAX_OFFSET_DAYS, offsetMessage)),
});
