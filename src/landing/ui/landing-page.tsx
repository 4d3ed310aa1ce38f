import type { ReactNode } from 'react';
import { ApplicationSection } from './sections/application-section';
import { BenefitsSection } from './sections/benefits-section';
import { DemoNotice } from '../../shared/ui/demo-notice';
import { HeroBanner } from './sections/hero-banner';
import { NavBar } from './sections/nav-bar';
import { PrivacyNotice } from './sections/privacy-notice';
import { RequirementsSection } from './sections/requirements-section';
import { SiteFooter } from './sections/site-footer';

interface LandingPageProps {
  demoMode: boolean;
  /** The form, in its section: the page's one live part, which the page composes. */
  form: ReactNode;
  /** The office's year today, for the footer's ©. */
  year: number;
}

export function LandingPage({ demoMode, form, year }: LandingPageProps) {
  return (
    <>
      <a className="skip-link" href="#formulario">
        Ir al formulario
      </a>
      {demoMode ? <DemoNotice page="public" /> : null}
      <NavBar />
      <main>
        <HeroBanner />
        <BenefitsSection />
        <RequirementsSection />
        <ApplicationSection form={form} />
        <PrivacyNotice />
      </main>
      <SiteFooter year={year} />
    </>
  );
}
