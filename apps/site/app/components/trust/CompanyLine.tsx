import { companyIdentity } from '~/platform/company';

/** The footer's "who we are" line: the legal entity behind the brand, its number, address and e-mail. */
export function CompanyLine() {
  const { name, number, address, email } = companyIdentity;
  return (
    <>
      UPM Trading is operated by {name}, company number {number}, registered at {address}. Contact:{' '}
      <a href={`mailto:${email}`}>{email}</a>.
    </>
  );
}
