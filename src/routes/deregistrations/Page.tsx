import { ListView } from '../../components/ListView';
import { columns } from './columns';

export default function DeregistrationsPage() {
  return <ListView endpoint="deregistrations" columns={columns} />;
}
