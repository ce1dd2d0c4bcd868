// @vitest-environment jsdom
import { cleanup, render, screen, within } from '@testing-library/react';
import { createRoutesStub } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { AdminIntentButton } from './AdminIntentButton';
import { AdminTable } from './AdminTable';

afterEach(cleanup);

describe('an admin table and its row actions', () => {
  it('heads the rows with their columns, and each row action posts its intent, token and record', () => {
    const Stub = createRoutesStub([
      {
        path: '/secure/admin/things',
        Component: () => (
          <AdminTable columns={['Name', 'Actions']} caption="Things, newest first">
            <tr>
              <th scope="row">Alpha</th>
              <td>
                <AdminIntentButton
                  csrf="token"
                  intent="disable"
                  fields={{ id: 'a1', q: 'al' }}
                  label="Disable"
                  accessibleName="Disable: Alpha"
                />
              </td>
            </tr>
          </AdminTable>
        ),
      },
    ]);
    render(<Stub initialEntries={['/secure/admin/things']} />);
    const table = screen.getByRole('table', { name: 'Things, newest first' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((cell) => cell.textContent),
    ).toEqual(['Name', 'Actions']);
    const button = within(table).getByRole('button', { name: 'Disable: Alpha' });
    const form = button.closest('form')!;
    expect(form.getAttribute('method')).toBe('post');
    expect(Object.fromEntries(new FormData(form))).toEqual({ csrf: 'token', intent: 'disable', id: 'a1', q: 'al' });
  });
});
