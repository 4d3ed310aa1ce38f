import { cooperative } from '../../shared/content/cooperative';

const escape = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');

export const pageTitle = `Solicitud de ingreso · ${cooperative.shortName}`;
export const pageDescription = `Hazte asociado de ${cooperative.name}: llena el Formulario primer paso en línea, recibe tu número de solicitud y preséntalo en nuestra oficina.`;

/** The card a shared link shows (scripts/og-image.ts draws it), at its size. */
export const PREVIEW_IMAGE = {
  path: '/og-image.png',
  width: 1200,
  height: 630,
  alt: `${cooperative.name}: solicitud de ingreso en línea`,
};

/**
 * Title, description and Open Graph tags, from the content module, for the prerendered head. With
 * the site's address (`siteUrl`) the page's and the image's URLs are absolute, as WhatsApp and
 * Facebook need them.
 */
export function headTags(siteUrl?: string): string {
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
    ...(siteUrl ? [meta('property', 'og:url', `${siteUrl}/`)] : []),
    meta('property', 'og:image', `${siteUrl ?? ''}${PREVIEW_IMAGE.path}`),
    meta('property', 'og:image:type', 'image/png'),
    meta('property', 'og:image:width', String(PREVIEW_IMAGE.width)),
    meta('property', 'og:image:height', String(PREVIEW_IMAGE.height)),
    meta('property', 'og:image:alt', PREVIEW_IMAGE.alt),
    meta('name', 'twitter:card', 'summary_large_image'),
  ].join('\n    ');
}
