import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { AdminModal, AdminModalClose } from './AdminModal';

describe('AdminModal', () => {
  it('renders an open dialog in place on the server, so it shows without JavaScript', () => {
    const html = renderToString(
      <AdminModal open title="Edit Broker" description="Change any field." closeHref="/dashboard">
        <p>Form here</p>
      </AdminModal>,
    );
    expect(html).toContain('role="dialog"');
    // Named and described in the server HTML too.
    const labelledBy = /aria-labelledby="([^"]+)"/.exec(html)?.[1];
    const describedBy = /aria-describedby="([^"]+)"/.exec(html)?.[1];
    expect(html).toContain(`id="${labelledBy}" class`);
    expect(html).toContain(`id="${describedBy}" class`);
    expect(html).toContain('Edit Broker');
    expect(html).toContain('Change any field.');
    expect(html).toContain('Form here');
    expect(html).toMatch(/<a[^>]*href="\/dashboard"[^>]*aria-label="Close"/);
    // The site's CSP refuses inline style attributes: the server-rendered dialog must not need any.
    expect(html).not.toContain('style=');
  });

  it('renders nothing when closed', () => {
    const html = renderToString(<AdminModal open={false} title="T" description="D" />);
    expect(html).not.toContain('role="dialog"');
    // No overlay either: a closed dialog must not dim the page when read without JavaScript.
    expect(html).toBe('');
  });

  it('names and describes the dialog, closes on Cancel, × and Escape, and returns focus to the trigger', async () => {
    const user = userEvent.setup();
    render(
      <AdminModal title="Add New Broker" description="All fields." trigger={<button type="button">Open</button>}>
        <AdminModalClose>Cancel</AdminModalClose>
      </AdminModal>,
    );
    const trigger = screen.getByRole('button', { name: 'Open' });
    for (const close of ['Cancel', 'Close', 'Escape']) {
      await user.click(trigger);
      const dialog = await screen.findByRole('dialog', { name: 'Add New Broker' });
      expect(dialog).toHaveAccessibleDescription('All fields.');
      if (close === 'Escape') await user.keyboard('{Escape}');
      else await user.click(screen.getByRole('button', { name: close }));
      await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
      expect(trigger).toHaveFocus();
    }
  });
});
