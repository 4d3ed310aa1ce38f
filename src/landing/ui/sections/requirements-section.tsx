import { cooperative, formatUsd } from '../../../shared/content/cooperative';
import type { IconName } from '../icons';
import { IconListItem } from './icon-list-item';

const { membership } = cooperative;

const requirements: { icon: IconName; text: string }[] = [
  { icon: 'age', text: `Tener ${membership.minimumAge} años o más.` },
  {
    icon: 'idCard',
    text: `Fotocopia del DUI y del NIT, ambas ampliadas al ${membership.idCopyScalePercent} %.`,
  },
  { icon: 'water', text: 'Recibo de agua reciente como comprobante de domicilio.' },
  {
    icon: 'payment',
    text: `Pago único de ${formatUsd(membership.feeUsd)} que cubre inscripción, membresía y aportación inicial.`,
  },
  { icon: 'talk', text: 'Asistir a una charla informativa sobre cooperativismo.' },
];

export function RequirementsSection() {
  return (
    <section className="section section--tinted" aria-labelledby="requisitos-titulo">
      <div className="container">
        <h2 id="requisitos-titulo" className="section__title">
          Requisitos
        </h2>
        <ol className="steps">
          {requirements.map(({ icon, text }) => (
            <IconListItem key={icon} icon={icon} text={text} className="step" />
          ))}
        </ol>
      </div>
    </section>
  );
}
