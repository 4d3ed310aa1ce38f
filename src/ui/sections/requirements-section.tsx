import { cooperative, formatUsd } from '../content/cooperative';
import { Icon, type IconName } from '../icons';

const { membership } = cooperative;

const requirements: { icon: IconName; text: string }[] = [
  { icon: 'age', text: `Tener ${membership.minimumAge} años o más.` },
  { icon: 'idCard', text: `Fotocopia del DUI y del NIT, ambas ampliadas al ${membership.idCopyScalePercent} %.` },
  { icon: 'water', text: 'Recibo de agua reciente como comprobante de domicilio.' },
  { icon: 'payment', text: `Pago único de ${formatUsd(membership.feeUsd)} que cubre inscripción, membresía y aportación inicial.` },
  { icon: 'talk', text: 'Asistir a una charla informativa sobre cooperativismo.' },
];

export function RequirementsSection() {
  return (
    <section className="section section--tinted" aria-labelledby="requisitos-titulo">
      <div className="container">
        <h2 id="requisitos-titulo" className="section__title">Requisitos</h2>
        <ol className="steps">
          {requirements.map(({ icon, text }) => (
            <li key={icon} className="step">
              <span className="card__icon"><Icon name={icon} /></span>
              <span>{text}</span>
            </li>
          ))}
        </ol>
      </div>
    </section>
  );
}
