import {
  MEMBERSHIP_REQUIREMENTS,
  type MembershipRequirement,
} from '../../../shared/content/membership-requirements';
import type { IconName } from '../icons';
import { IconListItem } from './icon-list-item';

const ICONS: Record<MembershipRequirement['kind'], IconName> = {
  age: 'age',
  'id-copies': 'idCard',
  'water-bill': 'water',
  fee: 'payment',
  talk: 'talk',
};

const requirements = MEMBERSHIP_REQUIREMENTS.map(({ kind, text }) => ({ icon: ICONS[kind], text }));

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
