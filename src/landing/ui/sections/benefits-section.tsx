import { cooperative } from '../../../shared/content/cooperative';
import { IconList, type IconListEntry } from './icon-list';

const benefits: IconListEntry[] = [
  { icon: 'credit', text: 'Acceso a créditos con condiciones preferenciales.' },
  { icon: 'advice', text: 'Atención personalizada y asesoría financiera.' },
  { icon: 'savings', text: 'Programas de ahorro, educación financiera y bienestar.' },
  { icon: 'community', text: 'Formar parte de una comunidad basada en la solidaridad.' },
];

export function BenefitsSection() {
  return (
    <section id="sobre-nosotros" className="section" aria-labelledby="beneficios-titulo">
      <div className="container">
        <h2 id="beneficios-titulo" className="section__title">
          Beneficios de ser asociado
        </h2>
        <p className="section__lead">
          En {cooperative.shortName} las personas asociadas son dueñas de la cooperativa: ahorran,
          reciben crédito y deciden juntas.
        </p>
        <IconList entries={benefits} as="ul" className="cards" itemClassName="card" />
      </div>
    </section>
  );
}
