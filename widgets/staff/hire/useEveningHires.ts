import { useEffect, useMemo, useState } from 'react';
import { heldOn, type StaffHireInquiry } from '../../../src/domain/hire/staff';
import { hire } from './requests';

/**
 * The hires holding the evening of `date` (accepted or confirmed), read from the staff's hire list
 * of that month, once per month as the day view steps through its days; none while the hire's
 * routes do not answer, so the day view works without them.
 */
export function useEveningHires(date: string): StaffHireInquiry[] {
  const month = date.slice(0, 7);
  const [inquiries, setInquiries] = useState<StaffHireInquiry[]>([]);
  useEffect(() => {
    let current = true;
    setInquiries([]);
    hire
      .list({ month })
      .then((answer) => current && setInquiries(answer.inquiries))
      .catch(() => {});
    return () => {
      current = false;
    };
  }, [month]);
  return useMemo(() => heldOn(inquiries, date), [inquiries, date]);
}
