import { ApplicationSection } from './sections/application-section';
import { BenefitsSection } from './sections/benefits-section';
import { DemoNotice } from '../../shared/ui/demo-notice';
import { HeroBanner } from './sections/hero-banner';
import { NavBar } from './sections/nav-bar';
import { PrivacyNotice } from './sections/privacy-notice';
import { RequirementsSection } from './sections/requirements-section';
import { SiteFooter } from './sections/site-footer';

export function LandingPage({ demoMode }: { demoMode: boolean }) {
  return (
    <>
      <a className="skip-link" href="#formulario">
        Ir al formulario
      </a>
      {demoMode ? <DemoNotice /> : null}
      <NavBar />
      <main>
        <HeroBanner />
        <BenefitsSection />
        <RequirementsSection />
        <ApplicationSection />
        <PrivacyNotice />
      </main>
      <SiteFooter />
    </>
  );
}
