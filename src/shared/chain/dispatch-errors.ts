// A failed extrinsic's `dispatchError` in words. A Module error names its pallet by the pallet's index in the
// runtime and its error by the error's index in that pallet's `Error` enum (the first byte of `error`, written as
// four bytes: `0x0b000000` is error 11). The tables below are Subtensor's runtime (opentensor/subtensor,
// runtime/src/lib.rs and each pallet's errors) as of 2026. An index names another error in a runtime that had a
// different enum, so the raw index always stays next to the name. Pure: read by src/shared/chain/extrinsics.ts.

/** Subtensor's pallets by their index in `construct_runtime!`. */
const PALLETS = new Map<number, string>([
  [0, 'System'],
  [1, 'RandomnessCollectiveFlip'],
  [2, 'Timestamp'],
  [3, 'Aura'],
  [4, 'Grandpa'],
  [5, 'Balances'],
  [6, 'TransactionPayment'],
  [7, 'SubtensorModule'],
  [8, 'Triumvirate'],
  [9, 'TriumvirateMembers'],
  [10, 'SenateMembers'],
  [11, 'Utility'],
  [12, 'Sudo'],
  [13, 'Multisig'],
  [14, 'Preimage'],
  [15, 'Scheduler'],
  [16, 'Proxy'],
  [17, 'Registry'],
  [18, 'Commitments'],
  [19, 'AdminUtils'],
  [20, 'SafeMode'],
  [21, 'Ethereum'],
  [22, 'EVM'],
  [23, 'EVMChainId'],
  [25, 'BaseFee'],
  [26, 'Drand'],
  [27, 'Crowdloan'],
  [28, 'Swap'],
]);

/** The first errors of SubtensorModule's enum, the ones extrinsics meet most; later ones move between runtimes. */
const SUBTENSOR_ERRORS = [
  'RootNetworkDoesNotExist',
  'InvalidIpType',
  'InvalidIpAddress',
  'InvalidPort',
  'HotKeyNotRegisteredInSubNet',
  'HotKeyAccountNotExists',
  'HotKeyNotRegisteredInNetwork',
  'NonAssociatedColdKey',
  'NotEnoughStake',
  'NotEnoughStakeToWithdraw',
  'NotEnoughStakeToSetWeights',
  'NotEnoughStakeToSetChildkeys',
  'NotEnoughBalanceToStake',
  'BalanceWithdrawalError',
  'ZeroBalanceAfterWithdrawn',
  'NeuronNoValidatorPermit',
  'WeightVecNotEqualSize',
  'DuplicateUids',
  'UidVecContainInvalidOne',
  'WeightVecLengthIsLow',
  'TooManyRegistrationsThisBlock',
  'HotKeyAlreadyRegisteredInSubNet',
  'NewHotKeyIsSameWithOld',
  'NewHotKeyNotCleanForRootSwap',
  'InvalidWorkBlock',
  'InvalidDifficulty',
  'InvalidSeal',
  'MaxWeightExceeded',
  'HotKeyAlreadyDelegate',
  'SettingWeightsTooFast',
  'IncorrectWeightVersionKey',
  'ServingRateLimitExceeded',
  'UidsLengthExceedUidsInSubNet',
  'NetworkTxRateLimitExceeded',
  'DelegateTxRateLimitExceeded',
  'HotKeySetTxRateLimitExceeded',
  'StakingRateLimitExceeded',
  'SubNetRegistrationDisabled',
  'TooManyRegistrationsThisInterval',
  'TransactorAccountShouldBeHotKey',
  'FaucetDisabled',
  'NotSubnetOwner',
  'RegistrationNotPermittedOnRootSubnet',
  'StakeTooLowForRoot',
  'AllNetworksInImmunity',
  'NotEnoughBalanceToPaySwapHotKey',
  'NotRootSubnet',
  'CanNotSetRootNetworkWeights',
  'NoNeuronIdAvailable',
  'DelegateTakeTooLow',
  'DelegateTakeTooHigh',
  'NoWeightsCommitFound',
  'InvalidRevealCommitHashNotMatch',
  'CommitRevealEnabled',
  'CommitRevealDisabled',
  'LiquidAlphaDisabled',
  'AlphaHighTooLow',
  'AlphaLowOutOfRange',
  'ColdKeyAlreadyAssociated',
  'NotEnoughBalanceToPaySwapColdKey',
  'InvalidChild',
  'DuplicateChild',
  'ProportionOverflow',
  'TooManyChildren',
  'TxRateLimitExceeded',
];

/** Each pallet's errors in enum order, by pallet name. */
const ERRORS = new Map<string, readonly string[]>([
  ['SubtensorModule', SUBTENSOR_ERRORS],
  [
    'System',
    [
      'InvalidSpecName',
      'SpecVersionNeedsToIncrease',
      'FailedToExtractRuntimeVersion',
      'NonDefaultComposite',
      'NonZeroRefCount',
      'CallFiltered',
      'MultiBlockMigrationsOngoing',
      'NothingAuthorized',
      'Unauthorized',
    ],
  ],
  [
    'Balances',
    [
      'VestingBalance',
      'LiquidityRestrictions',
      'InsufficientBalance',
      'ExistentialDeposit',
      'Expendability',
      'ExistingVestingSchedule',
      'DeadAccount',
      'TooManyReserves',
      'TooManyHolds',
      'TooManyFreezes',
      'IssuanceDeactivated',
      'DeltaZero',
    ],
  ],
  ['Utility', ['TooManyCalls']],
  ['Sudo', ['RequireSudo']],
  [
    'Multisig',
    [
      'MinimumThreshold',
      'AlreadyApproved',
      'NoApprovalsNeeded',
      'TooFewSignatories',
      'TooManySignatories',
      'SignatoriesOutOfOrder',
      'SenderInSignatories',
      'NotFound',
      'NotOwner',
      'NoTimepoint',
      'WrongTimepoint',
      'UnexpectedTimepoint',
      'MaxWeightTooLow',
      'AlreadyStored',
    ],
  ],
  [
    'Proxy',
    [
      'TooMany',
      'NotFound',
      'NotProxy',
      'Unproxyable',
      'Duplicate',
      'NoPermission',
      'Unannounced',
      'NoSelfProxy',
    ],
  ],
  ['Ethereum', ['InvalidSignature', 'PreLogExists']],
  [
    'EVM',
    [
      'BalanceLow',
      'FeeOverflow',
      'PaymentOverflow',
      'WithdrawFailed',
      'GasPriceTooLow',
      'InvalidNonce',
      'GasLimitTooLow',
      'GasLimitTooHigh',
      'InvalidChainId',
      'InvalidSignature',
      'Reentrancy',
      'TransactionMustComeFromEOA',
      'Undefined',
    ],
  ],
]);

export interface DispatchErrorText {
  /** `SubtensorModule.NotEnoughStake`, `BadOrigin`, `Token.FundsUnavailable`; null where the index is not known. */
  name: string | null;
  /** As the chain wrote it: `Module(index 7, error 0x0b000000)`, or the kind and its value. */
  raw: string;
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** A JSON number, or a decimal string as the real service sometimes sends small integers. */
function smallInteger(value: unknown): number | null {
  if (typeof value === 'number' && Number.isInteger(value)) return value;
  if (typeof value === 'string' && /^\d{1,10}$/.test(value)) return Number(value);
  return null;
}

/** The error index: the first byte of `0x0b000000`, or the number itself in older runtimes' answers. */
function errorIndex(error: unknown): number | null {
  if (typeof error === 'string' && /^0x[0-9a-f]{2}/i.test(error)) return parseInt(error.slice(2, 4), 16);
  return smallInteger(error);
}

const written = (value: unknown) => (typeof value === 'string' ? value : JSON.stringify(value));

function moduleError(value: unknown): DispatchErrorText {
  const fields = isRecord(value) ? value : {};
  const index = smallInteger(fields.index);
  const raw = `Module(index ${written(fields.index)}, error ${written(fields.error)})`;
  const pallet = index === null ? undefined : PALLETS.get(index);
  const errorAt = errorIndex(fields.error);
  const error = pallet && errorAt !== null ? ERRORS.get(pallet)?.[errorAt] : undefined;
  return { name: pallet && error ? `${pallet}.${error}` : null, raw };
}

/** A `{__kind, value?}` variant as its path: `Token.FundsUnavailable`, `BadOrigin`. */
function kindPath(value: unknown): string | null {
  if (!isRecord(value) || typeof value.__kind !== 'string') return null;
  if (value.value === undefined) return value.__kind;
  const inner = kindPath(value.value);
  return `${value.__kind}${inner ? `.${inner}` : `(${written(value.value)})`}`;
}

/** A `dispatchError` as the API sends it (`{__kind: 'Module', value: {index, error}}`, `{__kind: 'BadOrigin'}` ...). */
export function describeDispatchError(error: unknown): DispatchErrorText {
  if (isRecord(error) && error.__kind === 'Module') return moduleError(error.value);
  const path = kindPath(error);
  return path
    ? { name: path, raw: path }
    : { name: null, raw: error === undefined ? 'unknown' : written(error) };
}
