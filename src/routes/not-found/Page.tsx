import { Link, useLocation } from 'react-router';
import { paths } from '../../shared/paths';
import { poolessSubnet } from '../../shared/route-table';

export default function NotFoundPage() {
  const subnet = poolessSubnet(useLocation().pathname);
  return (
    <>
      <h1>Page not found</h1>
      {subnet !== null ? (
        <p>
          Subnet {subnet}, the root network, has no pool. Its owners and deregistrations are on{' '}
          <Link to={paths.subnet(subnet)}>its subnet page</Link>.
        </p>
      ) : (
        <p>
          There is no page at this address. Start from the <Link to={paths.overview()}>overview</Link>.
        </p>
      )}
    </>
  );
}
