import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createRef } from 'react';
import { describe, expect, it } from 'vitest';
import { Select } from '../Select';
import { TextArea } from '../TextArea';
import { TextInput } from '../TextInput';

describe('form fields', () => {
  it('labels the control and reads the hint and the error with it', () => {
    render(<TextInput label="Email" hint="We reply within a day." error="Enter a valid e-mail address." />);
    const input = screen.getByRole('textbox', { name: 'Email' });
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(input).toHaveAccessibleDescription('We reply within a day. Enter a valid e-mail address.');
  });

  it('is not invalid and has no description without hint or error', () => {
    render(<TextInput label="Name" />);
    const input = screen.getByRole('textbox', { name: 'Name' });
    expect(input).not.toHaveAttribute('aria-invalid');
    expect(input).not.toHaveAttribute('aria-describedby');
  });

  it('keeps describedby ids passed in', () => {
    render(<TextInput label="Phone" hint="With country code." aria-describedby="extra" />);
    expect(screen.getByRole('textbox', { name: 'Phone' }).getAttribute('aria-describedby')).toMatch(/-hint extra$/);
  });

  it('marks required natively and in words, without changing the name', () => {
    render(<TextArea label="Message" required />);
    const textarea = screen.getByRole('textbox', { name: 'Message' });
    expect(textarea).toBeRequired();
    expect(screen.getByText('(required)')).toBeVisible();
  });

  it('passes native attributes and the ref through', async () => {
    const ref = createRef<HTMLInputElement>();
    render(<TextInput ref={ref} label="Email" type="email" name="email" autoComplete="email" maxLength={100} />);
    const input = screen.getByRole('textbox', { name: 'Email' });
    expect(ref.current).toBe(input);
    expect(input).toHaveAttribute('type', 'email');
    expect(input).toHaveAttribute('name', 'email');
    expect(input).toHaveAttribute('autocomplete', 'email');
    await userEvent.type(input, 'trader@example.com');
    expect(input).toHaveValue('trader@example.com');
  });

  it('renders a select from data with a placeholder first', async () => {
    render(
      <Select
        label="Subject"
        placeholder="Choose a subject…"
        options={[
          { value: 'signals', label: 'Signals' },
          { value: 'education', label: 'Education' },
        ]}
      />,
    );
    const select = screen.getByRole('combobox', { name: 'Subject' });
    expect(screen.getAllByRole('option').map((option) => option.textContent)).toEqual([
      'Choose a subject…',
      'Signals',
      'Education',
    ]);
    await userEvent.selectOptions(select, 'education');
    expect(select).toHaveValue('education');
  });

  it('uses the id given', () => {
    render(<TextInput label="City" id="city" hint="Where you live." />);
    expect(screen.getByRole('textbox', { name: 'City' })).toHaveAttribute('id', 'city');
    expect(screen.getByText('Where you live.')).toHaveAttribute('id', 'city-hint');
  });
});
