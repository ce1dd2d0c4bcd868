import { createPrivateKey, createPublicKey, type KeyObject } from 'node:crypto';
import { gunzipSync, gzipSync } from 'node:zlib';
import { calculateJwkThumbprint, type JWK, SignJWT } from 'jose';
import { companyIdentity } from '~/platform/company';
import { installSecret } from '~/platform/db/site-secrets.server';
import type { Db } from '~/platform/db/types';
import { absoluteUrl } from '~/platform/seo/site-url';
import { perVersion, read } from '~/platform/data-version/data-version.server';
import { type Certificate, lastStatusIndex, statusListMinLength, takenBackStatusIndexes } from './certificates.server';
import { beginnerCourse, certificatePath, statusListPath } from '~/content/courses/quiz-paths';

/*
 * The certificate as an Open Badges 3.0 credential, secured as a VC-JWT (the W3C VC-JOSE-COSE media type
 * `application/vc+jwt`: the credential is the JWT's claims) and signed with Ed25519 (EdDSA). The private key is
 * the installation's: 32 random bytes generated on first use in site_secrets, as the IP-hash salt is, shared by
 * every instance on the database and never in the repository; its public half is published at
 * /.well-known/jwks.json under its RFC 7638 thumbprint. Each credential names its bit on the site's W3C Bitstring
 * Status List (statusPurpose revocation), a credential signed with the same key at /certificates/status-list.jwt,
 * so a verifier holding only the JWT learns that the holder withdrew it or an admin revoked it.
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
    credentialStatus: {
      id: `${absoluteUrl(statusListPath)}#${certificate.statusIndex}`,
      type: 'BitstringStatusListEntry',
      statusPurpose: 'revocation',
      statusListIndex: String(certificate.statusIndex),
      statusListCredential: absoluteUrl(statusListPath),
    },
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
          narrative: `${certificate.assessed} Each quiz is passed with at least ${certificate.passMark}% correct. ${certificate.conditions}`,
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

/** A list of bits, index 0 the first byte's most significant bit, gzipped and multibase base64url ('u'): the encodedList. */
export function encodeStatusList(length: number, setIndexes: readonly number[]): string {
  const bytes = Buffer.alloc(Math.ceil(length / 8));
  for (const index of setIndexes) bytes[index >> 3]! |= 0x80 >> (index & 7);
  return `u${gzipSync(bytes).toString('base64url')}`;
}

/** Whether bit `index` of an encodedList is set (what a verifier computes). */
export function statusBit(encodedList: string, index: number): boolean {
  const bytes = gunzipSync(Buffer.from(encodedList.slice(1), 'base64url'));
  return ((bytes[index >> 3] ?? 0) & (0x80 >> (index & 7))) !== 0;
}

/** The status list credential (the JWT's claims, before signing): a set bit is a withdrawn or revoked certificate. */
async function statusListCredential(db: Db) {
  const id = absoluteUrl(statusListPath);
  // Long enough for every index handed out, and never shorter than the minimum that hides who is who.
  const length = Math.max(statusListMinLength, Math.ceil(((await lastStatusIndex(db)) + 1) / 8) * 8);
  return {
    '@context': ['https://www.w3.org/ns/credentials/v2'],
    id,
    type: ['VerifiableCredential', 'BitstringStatusListCredential'],
    issuer: { id: absoluteUrl('/'), name: companyIdentity.name },
    validFrom: new Date().toISOString(),
    credentialSubject: {
      id: `${id}#list`,
      type: 'BitstringStatusList',
      statusPurpose: 'revocation',
      encodedList: encodeStatusList(length, await takenBackStatusIndexes(db)),
    },
  };
}

const statusLists = new WeakMap<Db, (version: string) => Promise<string>>();

/**
 * The signed status list and the certificates data version it shows. Signed once per version (every issue,
 * withdrawal, revocation and erasure moves it, in its transaction), so a request costs one version read, and a
 * change shows on the next request on every instance.
 */
export async function statusListJwt(db: Db): Promise<{ version: string; jwt: string }> {
  let signed = statusLists.get(db);
  if (!signed) {
    signed = perVersion(async () => {
      const { privateKey, publicJwk } = await signingKey(db);
      const credential = await statusListCredential(db);
      return new SignJWT(credential)
        .setProtectedHeader({ alg: 'EdDSA', typ: 'vc+jwt', cty: 'vc', kid: publicJwk.kid })
        .setIssuer(credential.issuer.id)
        .setJti(credential.id)
        .setIssuedAt()
        .sign(privateKey);
    });
    statusLists.set(db, signed);
  }
  const version = `certificates-v${await read(db, 'certificates')}`;
  return { version, jwt: await signed(version) };
}
