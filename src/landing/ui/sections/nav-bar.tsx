import { cooperative, fullAddress } from '../../../shared/content/cooperative';
import { Icon } from '../icons';

export function NavBar() {
  return (
    <header className="nav">
      <nav className="nav__inner container" aria-label="Principal">
        <a className="nav__home" href={cooperative.links.home}>
          <span className="nav__logo" aria-hidden="true">
            PP
          </span>
          <span>{cooperative.shortName}</span>
        </a>
        <p className="nav__address">
          <Icon name="pin" />
          <span>{fullAddress}</span>
        </p>
      </nav>
    </header>
  );
}
