// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react';
import { createRoutesStub } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { ConfirmAdminAction } from './ConfirmAdminAction';

afterEach(cleanup);

describe('the admin confirmation step', () => {
  it('posts the first post’s fields again with confirmed=1, or goes back without a change', () => {
    const Stub = createRoutesStub([
      {
        path: '/secure/admin/things/1',
        Component: () => (
          <ConfirmAdminAction
            csrf="token"
            intent="cancel"
            values={{ reason: 'Data error' }}
            backHref="/secure/admin/things/1"
            confirmLabel="Confirm cancellation"
          >
            Cancel this thing?
          </ConfirmAdminAction>
        ),
      },
    ]);
    render(<Stub initialEntries={['/secure/admin/things/1']} />);
    const form = screen.getByRole('form', { name: 'Please confirm' }) as HTMLFormElement;
    expect(form).toHaveTextContent('Cancel this thing?');
    expect(Object.fromEntries(new FormData(form))).toEqual({
      csrf: 'token',
      intent: 'cancel',
      confirmed: '1',
      reason: 'Data error',
    });
    expect(screen.getByRole('button', { name: 'Confirm cancellation' })).toHaveAttribute('type', 'submit');
    expect(screen.getByRole('link', { name: 'Go back' })).toHaveAttribute('href', '/secure/admin/things/1');
  });
});
