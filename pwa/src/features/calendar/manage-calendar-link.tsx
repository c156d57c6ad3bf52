/** The owner's way from their listing's page to managing its calendar (blocked days, the feed). */
import { Link } from '@tanstack/react-router';
import { CalendarCog } from 'lucide-react';
import { calendarMessages } from '@shared/messages/calendar.ts';
import { buttonClass } from '@shared/ui/button-class.ts';

export function ManageCalendarLink({ itemId }: { itemId: string }) {
  return (
    <Link to="/item/$id/availability" params={{ id: itemId }} className={buttonClass('primary', 'md', 'mt-4 w-full')}>
      <CalendarCog aria-hidden className="size-5" />
      {calendarMessages.manage}
    </Link>
  );
}
