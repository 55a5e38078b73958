import { ListView } from '../../components/ListView';
import { columns } from './columns';

export default function SubnetOwnersPage() {
  return <ListView endpoint="subnetOwners" columns={columns} />;
}
