import { FeatureCard, StatGrid } from '@upm/ui';
import { company } from '~/content/company';
import * as styles from './site-pages.css';

/** Mission, vision and values (shared by home and about, so both say the same). */
export function CompanyIntro() {
  return (
    <>
      <ul className={styles.pair}>
        <li>
          <FeatureCard title="Our Mission" tone="accent">
            {company.mission}
          </FeatureCard>
        </li>
        <li>
          <FeatureCard title="Our Vision" tone="accent">
            {company.vision}
          </FeatureCard>
        </li>
      </ul>
      <h3 className={styles.subheading}>Our Values</h3>
      <ul className={styles.cardGridCompact}>
        {company.values.map((value) => (
          <li key={value.title}>
            <FeatureCard title={value.title} headingLevel={4}>
              {value.text}
            </FeatureCard>
          </li>
        ))}
      </ul>
    </>
  );
}

/** The company's headline numbers with their source (home and about show the same). */
export function CompanyStats() {
  return (
    <>
      <StatGrid stats={company.stats} aria-label="UPM Trading in numbers" />
      <p className={styles.muted}>{company.statsSource}</p>
    </>
  );
}
