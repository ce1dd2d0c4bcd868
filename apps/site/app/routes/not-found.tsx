import { data } from 'react-router-dom';

export function loader() {
  throw data(null, { status: 404 });
}

export const meta = () => [{ title: 'Page not found' }, { name: 'robots', content: 'noindex' }];

export default function NotFound() {
  return null;
}
