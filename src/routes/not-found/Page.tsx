import { Link } from 'react-router';
import { paths } from '../../shared/paths';

export default function NotFoundPage() {
  return (
    <>
      <h1>Page not found</h1>
      <p>
        There is no page at this address. Start from the <Link to={paths.overview()}>overview</Link>.
      </p>
    </>
  );
}
