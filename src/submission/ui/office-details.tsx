import { cooperative, fullAddress } from '../../shared/content/cooperative';

/** Where and when to bring the papers: on screen and on the printed receipt. */
export function OfficeDetails() {
  return (
    <div className="receipt__office">
      <p className="receipt__office-name">{cooperative.name}</p>
      <p>{fullAddress}</p>
      <p>Horario de atención: {cooperative.office.hours}</p>
      <p>Teléfono: {cooperative.office.phone}</p>
    </div>
  );
}
