import { useState } from 'react';
import type { MyReservation } from '../../src/domain/booking/manage';
import type { BookingRequestInput } from '../../src/domain/booking/schemas';
import { useToast } from '../shared/Toasts';
import { changeMyReservation, postBooking } from './requests';

/** Changing a booking from the guest's own page (docs/booking.md#the-guests-own-booking). */
export interface ChangeOf {
  token: string;
  reservation: MyReservation;
  onChanged: (reservation: MyReservation, message: string) => void;
}

/**
 * The popup form's sending: a booking, or with `change` the guest's booking chosen again (`keep`:
 * at its own combined tables). Success and a taken table (409) end the choice (`done`) with a
 * toast, or the change's own notice; any other refusal shows under the fields and as a toast.
 * The day loads again after each try (`reload`).
 */
export function useSubmit(change: ChangeOf | undefined, done: () => void, reload: () => void) {
  const show = useToast();
  const [submitting, setSubmitting] = useState(false);
  const [serverErrors, setServerErrors] = useState<Record<string, string>>({});
  const [formError, setFormError] = useState<string>();
  const own: MyReservation | undefined = change?.reservation;

  const clearErrors = () => {
    setServerErrors({});
    setFormError(undefined);
  };

  async function submit(input: BookingRequestInput & { altcha: string }, keep: boolean) {
    setSubmitting(true);
    setFormError(undefined);
    const outcome = change
      ? await changeMyReservation({
          token: change.token,
          date: input.date,
          startTime: input.startTime,
          endTime: input.endTime ?? undefined,
          guestCount: input.guestCount,
          tableIds: keep && own ? own.tableIds : [input.tableId],
          altcha: input.altcha,
        })
      : await postBooking(input);
    setSubmitting(false);
    if (outcome.ok) {
      done();
      if (change && 'confirmedAt' in outcome.body.reservation) {
        change.onChanged(outcome.body.reservation, outcome.body.message);
      } else show('success', outcome.body.message);
    } else if (outcome.status === 409) {
      done();
      show('error', outcome.error);
    } else {
      const { tableIds, ...fieldErrors } = outcome.fieldErrors ?? {};
      setServerErrors(tableIds ? { ...fieldErrors, tableId: tableIds } : fieldErrors);
      setFormError(outcome.error);
      show('error', outcome.error);
    }
    reload();
  }

  return { submitting, serverErrors, formError, clearErrors, submit };
}
