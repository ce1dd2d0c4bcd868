import { MarketTicker, RiskWarning, SiteFooter, SiteHeader, SkipLink } from '@upm/ui';
import { Outlet, useLocation } from 'react-router-dom';
import { footerNavigation, footerTagline, mainNavigation } from '~/content/navigation';
import { riskWarning } from '~/content/risk';
import { siteConfig } from '~/content/site';
import { useNonce } from '~/lib/nonce';
import { useScrolled } from '~/lib/use-scrolled';
import * as styles from './site-layout.css';

/** The frame of every public page (spec §2): ticker strip, header, main landmark, footer. */
export default function SiteLayout() {
  const { pathname } = useLocation();
  const scrolled = useScrolled();
  const nonce = useNonce();
  return (
    <>
      <SkipLink />
      <MarketTicker nonce={nonce} />
      <SiteHeader brandName={siteConfig.name} items={mainNavigation} currentPath={pathname} scrolled={scrolled} />
      <main id="main" tabIndex={-1} className={styles.main}>
        <Outlet />
      </main>
      <SiteFooter
        brandName={siteConfig.name}
        tagline={footerTagline}
        groups={footerNavigation}
        currentPath={pathname}
        copyrightYear={siteConfig.copyrightYear}
        riskWarning={<RiskWarning title={riskWarning.title}>{riskWarning.text}</RiskWarning>}
      />
    </>
  );
}
