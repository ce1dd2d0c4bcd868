// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { z } from '~/platform/zod-mini';
import type { PublicFormAnswer } from './public-form';
import { usePublicForm } from './use-public-form';

afterEach(cleanup);

const fields = ['name', 'email'] as const;
type Field = (typeof fields)[number];
const schema = z.object({
  name: z.string().check(z.minLength(1, 'Please enter your name.')),
  email: z.string().check(z.minLength(1, 'Please enter your email address.')),
});

function Probe({ answer }: { answer?: PublicFormAnswer<Field> }) {
  const { formRef, errors, status, problem, kept, onSubmit, onFocus, clearError } = usePublicForm({
    answer,
    submitting: false,
    fields,
    loadSchema: async () => schema,
  });
  return (
    <form ref={formRef} onSubmit={onSubmit} onFocus={onFocus} aria-label="Probe">
      <p role="status">{status}</p>
      {problem ? <p role="alert">{problem}</p> : null}
      {fields.map((field) => (
        <div key={field}>
          <label htmlFor={field}>{field}</label>
          <input
            id={field}
            name={field}
            defaultValue={kept?.[field] ?? ''}
            aria-describedby={errors[field] ? `${field}-error` : undefined}
            onInput={() => clearError(field)}
          />
          {errors[field] ? <p id={`${field}-error`}>{errors[field]}</p> : null}
        </div>
      ))}
      <button type="submit">Send</button>
    </form>
  );
}

const invalid: PublicFormAnswer<Field> = {
  status: 'invalid',
  errors: { name: 'Please enter your name.', email: 'Please enter your email address.' },
  values: { name: '', email: '' },
};

describe('the public form hook', () => {
  it('takes a field’s error away as the visitor types in it, leaving the other fields’ errors', () => {
    render(<Probe answer={invalid} />);
    const name = screen.getByRole('textbox', { name: 'name' });
    const email = screen.getByRole('textbox', { name: 'email' });
    expect(name).toHaveAccessibleDescription('Please enter your name.');
    // The server's errors move focus to the first wrong field.
    expect(name).toHaveFocus();
    fireEvent.input(name, { target: { value: 'A' } });
    expect(name).toHaveAccessibleDescription('');
    expect(email).toHaveAccessibleDescription('Please enter your email address.');
  });

  it('checks with the schema once loaded, shows its errors without a post, and clears them on typing too', async () => {
    render(<Probe />);
    const name = screen.getByRole('textbox', { name: 'name' });
    fireEvent.focus(name);
    await new Promise((resolve) => setTimeout(resolve, 0)); // the schema's import settles
    fireEvent.input(screen.getByRole('textbox', { name: 'email' }), { target: { value: 'a@example.com' } });
    fireEvent.submit(screen.getByRole('form', { name: 'Probe' }));
    expect(name).toHaveAccessibleDescription('Please enter your name.');
    expect(name).toHaveFocus();
    fireEvent.input(name, { target: { value: 'Ada' } });
    expect(name).toHaveAccessibleDescription('');
  });

  it('shows a success or a refusal, keeping what was typed after a refusal', () => {
    const { rerender } = render(<Probe answer={{ status: 'accepted', message: 'Thank you.' }} />);
    expect(screen.getByRole('status')).toHaveTextContent('Thank you.');
    rerender(<Probe answer={{ status: 'refused', message: 'Too many.', values: { name: 'Ada', email: 'a@b.io' } }} />);
    expect(screen.getByRole('alert')).toHaveTextContent('Too many.');
  });
});
