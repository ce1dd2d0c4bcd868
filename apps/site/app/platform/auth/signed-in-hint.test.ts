import { describe, expect, it } from 'vitest';
import accountLinkSource from '~/components/site-shell/AccountLink.tsx?raw';
import { mayBeSignedIn, signedInHint } from './signed-in-hint';

describe('the sign-in hint', () => {
  it('is read only when set to 1, wherever it sits among the cookies', () => {
    expect(mayBeSignedIn(`${signedInHint}=1`)).toBe(true);
    expect(mayBeSignedIn(`consent=accept; ${signedInHint}=1; other=2`)).toBe(true);
    expect(mayBeSignedIn(`${signedInHint}=`)).toBe(false);
    expect(mayBeSignedIn(`x${signedInHint}=1`)).toBe(false);
    expect(mayBeSignedIn('')).toBe(false);
  });

  it('is tested by the header with the same name (it keeps its own copy, for the JavaScript budget)', () => {
    expect(accountLinkSource).toContain(`(?:^|;\\s*)${signedInHint}=1(?:;|$)`);
  });
});
