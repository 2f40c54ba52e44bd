import { useEffect, useState } from 'react';
import { heldOn, type StaffHireInquiry } from '../../../src/domain/hire/staff';
import { hire } from './requests';

/**
 * The hires holding the evening of `date` (accepted or confirmed), read from the staff's hire list
 * of that month; none while the hire's routes do not answer, so the day view works without them.
 */
export function useEveningHires(date: string): StaffHireInquiry[] {
  const [hires, setHires] = useState<StaffHireInquiry[]>([]);
  useEffect(() => {
    let current = true;
    setHires([]);
    hire
      .list({ month: date.slice(0, 7) })
      .then(({ inquiries }) => current && setHires(heldOn(inquiries, date)))
      .catch(() => {});
    return () => {
      current = false;
    };
  }, [date]);
  return hires;
}
