// The span's subnets as its block-by-block pass reaches them: each subnet's neurons and pool, registered at the
// block the world gave it, and which pools traders favour.
import type { SubnetNeurons } from './extrinsics/registration';
import { Pool } from './pools';
import { WeightedPicker, zipfWeights, type Random } from './random';
import { newKey, pickColdkey, SUBNET_COUNT, type World } from './world';

/** Neurons a subnet holds: 64 on the root subnet, 256 on the others. */
export const capacityOf = (netuid: number) => (netuid === 0 ? 64 : 256);

export class SpanSubnets {
  readonly neurons = new Map<number, SubnetNeurons>();
  readonly pools = new Map<number, Pool>();
  private nextRegistration = 0;

  constructor(
    private readonly world: World,
    private readonly random: Random,
  ) {}

  /** Registers every subnet the world registers at or before `block`; those before the span start full. */
  registerUpTo(block: number, spanStart: number): void {
    const { registrations } = this.world;
    for (; this.nextRegistration < registrations.length; this.nextRegistration++) {
      const registration = registrations[this.nextRegistration] as World['registrations'][number];
      if (registration.block > block) break;
      const owner = this.ownerOf(registration.netuid, registration.block);
      this.register(registration.netuid, owner, registration.block < spanStart);
    }
  }

  private ownerOf(netuid: number, block: number): string {
    const row = this.world.ownerLog.findLast((r) => r.netuid === netuid && r.block <= block);
    return row?.owner ?? pickColdkey(this.world, this.random);
  }

  private register(netuid: number, owner: string, full: boolean): void {
    const capacity = capacityOf(netuid);
    const subnet: SubnetNeurons = { capacity, hotkeys: [newKey(this.random)], coldkeys: [owner] };
    while (full && subnet.hotkeys.length < capacity) {
      subnet.hotkeys.push(newKey(this.random));
      subnet.coldkeys.push(pickColdkey(this.world, this.random));
    }
    this.neurons.set(netuid, subnet);
    if (netuid !== 0) this.pools.set(netuid, Pool.draw(this.random));
  }
}

/** Pool popularity: a few pools take most of the volume. */
export class PoolPopularity {
  private readonly order = Array.from({ length: SUBNET_COUNT - 1 }, (_, i) => i + 1);
  private readonly picker: WeightedPicker;

  constructor(random: Random) {
    random.shuffle(this.order);
    this.picker = new WeightedPicker(zipfWeights(this.order.length, 1.2));
  }

  /** A pool to trade in; pools registered later in the span are drawn again until one exists. */
  pick(random: Random, pools: ReadonlyMap<number, Pool>): number {
    let netuid = this.order[this.picker.pick(random)] as number;
    while (!pools.has(netuid)) netuid = this.order[this.picker.pick(random)] as number;
    return netuid;
  }
}
