// Routes whose pages are still being built: they say so, and point to what already works.
import { Link, useLocation } from 'react-router';
import { paths } from '../../lib/paths';

export default function PlaceholderPage() {
  const { pathname } = useLocation();
  return (
    <>
      <h1>Coming soon</h1>
      <p>
        The page at <code>{pathname}</code> is being built. Meanwhile,{' '}
        <Link to={paths.events()}>chain events</Link> are complete.
      </p>
    </>
  );
}
