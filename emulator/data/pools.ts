import type { Random } from '../prng';
import type { PoolRecord } from '../records';
import type { TrafficKind } from './traffic';

interface PoolTemplate {
  name: string;
  type: PoolRecord['type'];
  size: number;
  isActive: boolean;
  serves: TrafficKind[];
}

const POOL_TEMPLATES: PoolTemplate[] = [
  {
    name: 'Яндекс Директ (динамический)',
    type: 'dynamic',
    size: 6,
    isActive: true,
    serves: ['yandex'],
  },
  {
    name: 'Google Ads (динамический)',
    type: 'dynamic',
    size: 4,
    isActive: true,
    serves: ['google'],
  },
  { name: 'VK Реклама', type: 'dynamic', size: 2, isActive: true, serves: ['vk'] },
  {
    name: 'Сайт (статический)',
    type: 'static',
    size: 1,
    isActive: true,
    serves: ['direct', 'organic', 'referral'],
  },
  { name: 'Наружная реклама 2023', type: 'static', size: 2, isActive: false, serves: [] },
];

export interface CounterPools {
  pools: PoolRecord[];
  /** The pool whose numbers a visitor from this source sees. */
  poolFor(kind: TrafficKind): PoolRecord;
  /** The office number calls are forwarded to. */
  destination: string;
  /** Display name of a number of the pool (one shared string per pool). */
  phoneName(pool: PoolRecord): string;
}

export function generatePools(
  random: Random,
  counterIndex: number,
  cityKey: 'msk' | 'spb',
): CounterPools {
  const prefix = cityKey === 'spb' ? '7812' : '7495';
  const pools = POOL_TEMPLATES.map((template, index): PoolRecord => ({
    poolId: 1001 + counterIndex * 10 + index,
    name: template.name,
    type: template.type,
    phones: Array.from({ length: template.size }, () => `${prefix}${random.digits(7)}`),
    isActive: template.isActive,
  }));
  const byKind = new Map<TrafficKind, PoolRecord>();
  POOL_TEMPLATES.forEach((template, index) => {
    for (const kind of template.serves) byKind.set(kind, pools[index] as PoolRecord);
  });
  const names = new Map(
    pools.map((pool) => [
      pool,
      `${pool.name}: ${pool.type === 'dynamic' ? 'подменный' : 'основной'}`,
    ]),
  );
  return {
    pools,
    poolFor: (kind) => byKind.get(kind) ?? (pools[0] as PoolRecord),
    destination: `${prefix}${random.digits(7)}`,
    phoneName: (pool) => names.get(pool) ?? pool.name,
  };
}
