import {
  MEMBERSHIP_REQUIREMENTS,
  type MembershipRequirement,
} from '../../../shared/content/membership-requirements';
import type { IconName } from '../icons';
import { IconList } from './icon-list';

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
        <IconList entries={requirements} as="ol" className="steps" itemClassName="step" />
      </div>
    </section>
  );
}
