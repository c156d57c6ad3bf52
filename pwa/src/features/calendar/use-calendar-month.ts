/** The month shown: from this month (India) up to a year ahead, the span the availability call answers. */
import { useState } from 'react';
import { todayInIndia } from '@shared/booking-days.ts';
import { addMonths, monthOf } from './calendar-days.ts';

const MONTHS_AHEAD = 12;

export function useCalendarMonth() {
  const today = todayInIndia();
  const firstMonth = monthOf(today);
  const [month, setMonth] = useState(firstMonth);
  return {
    today,
    month,
    setMonth,
    firstMonth,
    lastMonth: addMonths(firstMonth, MONTHS_AHEAD),
  };
}
