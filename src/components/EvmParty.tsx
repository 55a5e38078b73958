// An H160 address on an EVM transaction's page or in its details: the address (linking to its transactions) and
// the Substrate account that holds its balance (its mirror, linking to the account page).
import { Address, EvmAddress } from './cells';
import { evmAccount } from '../shared/chain/evm-account';

export function EvmParty({ address, label }: { address: string; label: string }) {
  const mirror = evmAccount(address);
  return (
    <span className="evm-party">
      <EvmAddress address={address} label={label} />
      {mirror && (
        <span className="muted">
          {' '}
          account <Address ss58={mirror.ss58} hex={mirror.hex} label={`${label}'s account`} />
        </span>
      )}
    </span>
  );
}
