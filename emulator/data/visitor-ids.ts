/**
 * Visitor identifiers derived from one 32-bit seed per record, computed when rendered instead
 * of stored: at 200k calls, five unique strings per call would cost hundreds of MB.
 */
export const DERIVED_VISITOR_FIELDS = [
  'ip',
  'sid',
  'uuid',
  'analyticsClientId',
  'webstatClientId',
] as const;

function mix(seed: number, salt: number): number {
  let h = (seed ^ Math.imul(salt, 0x9e3779b1)) >>> 0;
  h = Math.imul(h ^ (h >>> 16), 0x85ebca6b);
  h = Math.imul(h ^ (h >>> 13), 0xc2b2ae35);
  return (h ^ (h >>> 16)) >>> 0;
}

const hex8 = (value: number) => value.toString(16).padStart(8, '0');
const IP_FIRST_OCTETS = [5, 31, 46, 77, 95, 178, 188, 213];

export function derivedVisitorField(field: string, seed: number | undefined): string | undefined {
  if (seed === undefined) return undefined;
  switch (field) {
    case 'ip': {
      const h = mix(seed, 1);
      return `${IP_FIRST_OCTETS[h % IP_FIRST_OCTETS.length]}.${(h >>> 8) & 255}.${(h >>> 16) & 255}.${1 + ((h >>> 24) % 254)}`;
    }
    case 'sid':
      return hex8(mix(seed, 2)) + hex8(mix(seed, 3)) + hex8(mix(seed, 4));
    case 'uuid': {
      const a = hex8(mix(seed, 5));
      const b = hex8(mix(seed, 6));
      const c = hex8(mix(seed, 7));
      const d = hex8(mix(seed, 8));
      return `${a}-${b.slice(0, 4)}-4${b.slice(5)}-a${c.slice(1, 4)}-${c.slice(4)}${d}`;
    }
    case 'analyticsClientId':
      return `${100_000_000 + (mix(seed, 9) % 2_000_000_000)}.${1_600_000_000 + (mix(seed, 10) % 120_000_000)}`;
    case 'webstatClientId':
      return `${1 + (mix(seed, 11) % 9)}${String(mix(seed, 12)).padStart(10, '0')}${String(mix(seed, 13) % 1e8).padStart(8, '0')}`;
    default:
      return undefined;
  }
}
