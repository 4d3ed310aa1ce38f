import { cooperative } from '../../shared/content/cooperative';

const escape = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');

export const pageTitle = `Solicitud de ingreso · ${cooperative.shortName}`;
export const pageDescription = `Hazte asociado de ${cooperative.name}: llena el Formulario primer paso en línea, recibe tu número de solicitud y preséntalo en nuestra oficina.`;

/** Title, description and Open Graph tags, from the content module, for the prerendered head. */
export function headTags(): string {
  const meta = (attribute: 'name' | 'property', key: string, content: string) =>
    `<meta ${attribute}="${key}" content="${escape(content)}" />`;
  return [
    `<title>${escape(pageTitle)}</title>`,
    meta('name', 'description', pageDescription),
    meta('property', 'og:type', 'website'),
    meta('property', 'og:locale', 'es_SV'),
    meta('property', 'og:site_name', cooperative.name),
    meta('property', 'og:title', pageTitle),
    meta('property', 'og:description', pageDescription),
  ].join('\n    ');
}
