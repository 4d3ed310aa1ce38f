import { cooperative } from '../../../shared/content/cooperative';
import { endSentence } from '../../../shared/domain/end-sentence';

export function SiteFooter() {
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
          © {cooperative.copyrightYear} {endSentence(cooperative.name)} Todos los derechos
          reservados.
        </p>
      </div>
    </footer>
  );
}
