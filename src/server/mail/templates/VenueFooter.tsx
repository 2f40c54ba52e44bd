/** What a guest's mail says about the venue at its foot; a line is left out when its value is. */
export interface FooterVenue {
  name: string;
  address?: string;
  phone: string;
  email?: string;
  openingHours?: string;
  /** The week's reservation hours ('Fr-Mo 19:30-00:00'); '' when no weekday is bookable. */
  reservationHours?: string;
}

/** The footer of the guest's mails: name and address, phone and e-mail, opening and reservation hours. */
export function VenueFooter({ venue }: { venue: FooterVenue }) {
  const lines = [
    [venue.name, venue.address].filter(Boolean).join(' · '),
    [`Telefon ${venue.phone}`, venue.email].filter(Boolean).join(' · '),
    venue.openingHours && `Öffnungszeiten: ${venue.openingHours}`,
    venue.reservationHours && `Reservierungszeiten: ${venue.reservationHours}`,
  ].filter((line): line is string => Boolean(line));
  return (
    <>
      {lines.map((line, i) => (
        <span key={line}>
          {i > 0 && <br />}
          {line}
        </span>
      ))}
    </>
  );
}
