import { mobileMenuStickyHost, RiskWarning, RiskWarningBar, SiteFooter, SiteHeader, SkipLink } from '@upm/ui';
import { Outlet, useLocation } from 'react-router';
import { ConsentBoot } from '~/components/consent/ConsentBoot';
import { ConsentedTicker } from '~/components/consent/ConsentedTicker';
import { SiteConsentBanner } from '~/components/consent/SiteConsentBanner';
import { AccountLink } from '~/components/site-shell/AccountLink';
import { ColorSchemeToggle } from '~/components/site-shell/ColorSchemeToggle';
import { HeaderSearch } from '~/components/site-shell/HeaderSearch';
import { CompanyLine } from '~/components/trust/CompanyLine';
import { footerBottomLinks, footerNavigation, footerTagline, mainNavigation } from '~/content/navigation';
import { riskWarning } from '~/content/risk';
import { siteConfig } from '~/content/site';
import { copyrightYear } from '~/platform/company';
import { useScrolled } from '~/lib/use-scrolled';
import * as styles from './site-layout.css';

/** The frame of every public page: ticker strip, risk warning and header, main landmark, footer. */
export default function SiteLayout() {
  const { pathname } = useLocation();
  const scrolled = useScrolled();
  return (
    <>
      {/* Before anything paints: the stored widget choice onto <html data-widgets> (platform/consent.ts). */}
      <ConsentBoot />
      <SkipLink />
      <SiteConsentBanner />
      <ConsentedTicker />
      {/* The risk warning stays at the top while scrolling, above the header; both stick as one block. */}
      <div className={`${styles.stickyTop} ${mobileMenuStickyHost}`}>
        <RiskWarningBar
          label={riskWarning.title}
          summary={riskWarning.summary}
          details={riskWarning.details}
          href={riskWarning.href}
          linkLabel={riskWarning.linkLabel}
        />
        <SiteHeader
          brandName={siteConfig.name}
          items={mainNavigation}
          currentPath={pathname}
          scrolled={scrolled}
          actions={
            <>
              <HeaderSearch />
              <AccountLink />
              <ColorSchemeToggle />
            </>
          }
        />
      </div>
      <main id="main" tabIndex={-1} className={styles.main}>
        <Outlet />
      </main>
      <SiteFooter
        brandName={siteConfig.name}
        tagline={footerTagline}
        groups={footerNavigation}
        currentPath={pathname}
        bottomLinks={footerBottomLinks}
        copyrightYear={copyrightYear}
        legalLine={<CompanyLine />}
        riskWarning={
          <RiskWarning title={riskWarning.title}>
            {riskWarning.footer.map((paragraph) => (
              <p key={paragraph}>{paragraph}</p>
            ))}
          </RiskWarning>
        }
      />
    </>
  );
}
