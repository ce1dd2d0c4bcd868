import { companyIdentity } from '~/platform/company';
import * as styles from '~/components/site-pages/site-pages.css';

/** Who runs the site, as a description list (/about and the legal pages), from the one configuration. */
export function CompanyDetails() {
  const { name, address, number, email, supportHours } = companyIdentity;
  const rows = [
    { term: 'Company', value: name },
    { term: 'Registered address', value: address },
    { term: 'Company number', value: number },
    { term: 'E-mail', value: <a href={`mailto:${email}`}>{email}</a> },
    { term: 'Support hours', value: supportHours },
  ];
  return (
    <dl className={styles.detailList}>
      {rows.map((row) => (
        <div key={row.term}>
          <dt className={styles.detailTerm}>{row.term}</dt>
          <dd className={styles.detailValue}>{row.value}</dd>
        </div>
      ))}
    </dl>
  );
}
