import { useNavigate } from 'react-router';

/** A dialog's onOpenChange: closing (Escape, the ×) goes to `href`, the page without the dialog's URL parameter. */
export function useCloseTo(href: string): (open: boolean) => void {
  const navigate = useNavigate();
  return (open) => {
    if (!open) navigate(href, { preventScrollReset: true });
  };
}
