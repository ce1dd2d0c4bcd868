import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createRef } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { LinkComponentProvider, type LinkComponentProps } from '../LinkComponentProvider';
import { Button } from './Button';
import { ButtonLink } from './ButtonLink';

describe('Button', () => {
  it('is a type="button" by default and forwards its ref', () => {
    const ref = createRef<HTMLButtonElement>();
    render(<Button ref={ref}>Save</Button>);
    const button = screen.getByRole('button', { name: 'Save' });
    expect(button).toHaveAttribute('type', 'button');
    expect(ref.current).toBe(button);
  });

  it('keeps an explicit type and passes native attributes through', () => {
    render(
      <Button type="submit" name="intent" value="save" form="f">
        Save
      </Button>,
    );
    const button = screen.getByRole('button', { name: 'Save' });
    expect(button).toHaveAttribute('type', 'submit');
    expect(button).toHaveAttribute('name', 'intent');
    expect(button).toHaveAttribute('form', 'f');
  });

  it('is busy and ignores clicks while loading, but stays focusable', async () => {
    const onClick = vi.fn();
    render(
      <Button loading onClick={onClick}>
        Send
      </Button>,
    );
    const button = screen.getByRole('button', { name: 'Send' });
    expect(button).toHaveAttribute('aria-busy', 'true');
    expect(button).not.toBeDisabled();
    await userEvent.click(button);
    expect(onClick).not.toHaveBeenCalled();
  });

  it('renders its child instead of a button with asChild', () => {
    render(
      <Button asChild variant="outline">
        <a href="/contact">Contact</a>
      </Button>,
    );
    expect(screen.getByRole('link', { name: 'Contact' })).toHaveAttribute('href', '/contact');
    expect(screen.getByRole('link', { name: 'Contact' })).not.toHaveAttribute('type');
    expect(screen.queryByRole('button')).toBeNull();
  });
});

describe('ButtonLink', () => {
  it('renders through the link component in scope', () => {
    function RouterLink({ children, ...rest }: LinkComponentProps) {
      return (
        <a data-router="yes" {...rest}>
          {children}
        </a>
      );
    }
    render(
      <LinkComponentProvider component={RouterLink}>
        <ButtonLink href="/ib-partners">View Recommended Brokers</ButtonLink>
      </LinkComponentProvider>,
    );
    const link = screen.getByRole('link', { name: 'View Recommended Brokers' });
    expect(link).toHaveAttribute('href', '/ib-partners');
    expect(link).toHaveAttribute('data-router', 'yes');
  });

  it('marks an external link and says it opens a new tab', () => {
    render(
      <ButtonLink href="https://example.com" external>
        Start Trading
      </ButtonLink>,
    );
    const link = screen.getByRole('link', { name: 'Start Trading (opens in a new tab)' });
    expect(link).toHaveAttribute('rel', 'noopener noreferrer');
  });
});
