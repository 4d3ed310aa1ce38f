import { cooperative, formatUsd } from './cooperative';

const { membership } = cooperative;

/** One thing an applicant brings or does to become a member. */
export interface MembershipRequirement {
  kind: 'age' | 'id-copies' | 'water-bill' | 'fee' | 'talk';
  text: string;
}

/**
 * What it takes to become a member, once: the page's Requisitos and the applicant's e-mail both
 * read it from here.
 */
export const MEMBERSHIP_REQUIREMENTS: readonly MembershipRequirement[] = [
  { kind: 'age', text: `Tener ${membership.minimumAge} años o más.` },
  {
    kind: 'id-copies',
    text: `Fotocopia del DUI y del NIT, ambas ampliadas al ${membership.idCopyScalePercent} %.`,
  },
  { kind: 'water-bill', text: 'Recibo de agua reciente como comprobante de domicilio.' },
  {
    kind: 'fee',
    text: `Pago único de ${formatUsd(membership.feeUsd)} que cubre inscripción, membresía y aportación inicial.`,
  },
  { kind: 'talk', text: 'Asistir a una charla informativa sobre cooperativismo.' },
];
