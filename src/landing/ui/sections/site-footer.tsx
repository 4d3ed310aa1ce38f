import { cooperative } from '../../../shared/content/cooperative';
import { endSentence } from '../../../shared/domain/end-sentence';
import { OFFICE_YEAR_ATTRIBUTE } from '../office-year';

/** `year`: the office's, on the day the page is rendered (office-year.ts keeps it current). */
export function SiteFooter({ year }: { year: number }) {
  return (
    <footer className="footer">
      <div className="container footer__inner">
        <nav aria-label="Pie de página">
          <ul className="footer__links">
            <li>
              <a href={cooperative.links.aboutUs}>Nosotros</a>
            </li>
            <li>
              <a href={cooperative.links.privacy}>Políticas de privacidad</a>
            </li>
            <li>
              <a href={cooperative.links.licenses}>Licencias</a>
            </li>
            <li>
              <a href={`mailto:${cooperative.office.email}`}>Contacta</a>
            </li>
          </ul>
        </nav>
        <p className="footer__copy">
          © <span {...{ [OFFICE_YEAR_ATTRIBUTE]: '' }}>{year}</span> {endSentence(cooperative.name)}{' '}
          Todos los derechos reservados.
        </p>
      </div>
    </footer>
  );
}
