// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react';
import { createRoutesStub } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { consentLabel } from '~/features/webinars/webinar-form-fields';
import { RegistrationForm } from './RegistrationForm';

afterEach(cleanup);

describe('the webinar registration form', () => {
  it('marks the consent box required, natively and in words, as it does the text fields', async () => {
    const Stub = createRoutesStub([{ path: '/', Component: () => <RegistrationForm action="/" /> }]);
    render(<Stub initialEntries={['/']} />);
    const consent = await screen.findByRole('checkbox', { name: consentLabel });
    expect(consent).toBeRequired();
    expect(consent.closest('div')?.textContent).toContain('(required)');
  });
});
