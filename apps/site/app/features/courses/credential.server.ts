import { createPrivateKey, createPublicKey, type KeyObject } from 'node:crypto';
import { calculateJwkThumbprint, type JWK, SignJWT } from 'jose';
import { companyIdentity } from '~/platform/company';
import { installSecret } from '~/platform/db/site-secrets.server';
import type { Db } from '~/platform/db/types';
import { absoluteUrl } from '~/platform/seo/site-url';
import type { Certificate } from './certificates.server';
import { beginnerCourse, certificatePath } from './quiz-paths';

/*
 * The certificate as an Open Badges 3.0 credential, secured as a VC-JWT (the W3C VC-JOSE-COSE media type
 * `application/vc+jwt`: the credential is the JWT's claims) and signed with Ed25519 (EdDSA). The private key is
 * the installation's: 32 random bytes generated on first use in site_secrets, as the IP-hash salt is, shared by
 * every instance on the database and never in the repository; its public half is published at
 * /.well-known/jwks.json under its RFC 7638 thumbprint.
 */

/** The PKCS #8 wrapping of a raw Ed25519 private key (RFC 8410): this prefix, then the 32-byte seed. */
const ed25519Pkcs8Prefix = Buffer.from('302e020100300506032b657004220420', 'hex');

interface SigningKey {
  privateKey: KeyObject;
  publicJwk: JWK & { kid: string };
}

const keys = new WeakMap<Db, Promise<SigningKey>>();

async function loadSigningKey(db: Db): Promise<SigningKey> {
  const seed = Buffer.from(await installSecret(db, 'credential_signing_key'), 'base64url');
  const privateKey = createPrivateKey({
    key: Buffer.concat([ed25519Pkcs8Prefix, seed]),
    format: 'der',
    type: 'pkcs8',
  });
  const jwk = createPublicKey(privateKey).export({ format: 'jwk' }) as JWK;
  const kid = await calculateJwkThumbprint(jwk);
  return { privateKey, publicJwk: { ...jwk, kid, alg: 'EdDSA', use: 'sig' } };
}

/** The installation's credential signing key (derived once per process and database). */
function signingKey(db: Db): Promise<SigningKey> {
  let key = keys.get(db);
  if (!key) {
    key = loadSigningKey(db);
    key.catch(() => keys.delete(db));
    keys.set(db, key);
  }
  return key;
}

/** The public keys that verify this site's credentials, as a JWK Set. */
export async function publicJwks(db: Db): Promise<{ keys: JWK[] }> {
  return { keys: [(await signingKey(db)).publicJwk] };
}

/** The Open Badges 3.0 credential of a certificate (the JWT's claims, before signing). */
export function openBadgeCredential(certificate: Certificate) {
  const id = absoluteUrl(certificatePath(certificate.id));
  const issuerId = absoluteUrl('/');
  return {
    '@context': ['https://www.w3.org/ns/credentials/v2', 'https://purl.imsglobal.org/spec/ob/v3p0/context-3.0.3.json'],
    id,
    type: ['VerifiableCredential', 'OpenBadgeCredential'],
    issuer: { id: issuerId, type: ['Profile'], name: companyIdentity.name, url: issuerId },
    validFrom: certificate.issuedAt,
    name: `Certificate of course completion: ${certificate.courseTitle}`,
    credentialSubject: {
      type: ['AchievementSubject'],
      // Named as the holder chose, in plain text: the certificate is public at its id anyway, and no e-mail or
      // account id leaves the site.
      identifier: [
        { type: 'IdentityObject', identityHash: certificate.holderName, identityType: 'name', hashed: false },
      ],
      achievement: {
        id: `${absoluteUrl(beginnerCourse.path)}#completion-${certificate.courseVersion}`,
        type: ['Achievement'],
        achievementType: 'CertificateOfCompletion',
        name: `${certificate.courseTitle} (version ${certificate.courseVersion}): course completion`,
        description:
          'A certificate of course completion: the holder completed the course’s assessment. It is not a qualification, a licence or a regulatory status, and says nothing about trading experience or suitability.',
        criteria: {
          narrative: `${certificate.assessed} Each quiz is passed with at least ${certificate.passMark}% correct.`,
        },
      },
    },
  };
}

/** The certificate's credential, signed: a compact JWS. */
export async function credentialJwt(db: Db, certificate: Certificate): Promise<string> {
  const { privateKey, publicJwk } = await signingKey(db);
  const credential = openBadgeCredential(certificate);
  return new SignJWT(credential)
    .setProtectedHeader({ alg: 'EdDSA', typ: 'vc+jwt', cty: 'vc', kid: publicJwk.kid })
    .setIssuer(credential.issuer.id)
    .setJti(credential.id)
    .setIssuedAt(new Date(certificate.issuedAt))
    .setNotBefore(new Date(certificate.issuedAt))
    .sign(privateKey);
}
