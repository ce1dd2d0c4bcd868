import { contact } from '~/content/contact';
import * as styles from './site-pages.css';

/** Contact details and what we can help with, beside the contact form. */
export function ContactDetails() {
  const { details, topics } = contact;
  return (
    <div className={styles.stack}>
      <section className={styles.card} aria-labelledby="contact-details-heading">
        <h3 id="contact-details-heading" className={styles.subheading}>
          {details.heading}
        </h3>
        <dl className={styles.detailList}>
          {details.items.map((item) => (
            <div key={item.label}>
              <dt className={styles.detailTerm}>{item.label}</dt>
              <dd className={styles.detailValue}>{item.href ? <a href={item.href}>{item.value}</a> : item.value}</dd>
            </div>
          ))}
        </dl>
        <p className={styles.muted}>{details.note}</p>
      </section>
      <section className={styles.card} aria-labelledby="contact-topics-heading">
        <h3 id="contact-topics-heading" className={styles.subheading}>
          {topics.heading}
        </h3>
        <dl className={styles.detailList}>
          {topics.points.map((point) => (
            <div key={point.title}>
              <dt className={styles.detailTerm}>{point.title}</dt>
              <dd className={styles.detailValue}>{point.text}</dd>
            </div>
          ))}
        </dl>
      </section>
    </div>
  );
}
