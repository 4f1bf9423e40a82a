/** Internal shapes of the store. Rendering to API records lives in render.ts. */
export type Scalar = string | number | boolean;

/**
 * The tag list of every record without tags: most generated calls have none, and one shared
 * list saves an array each. Frozen, and tag lists are typed readonly: writes replace a record's
 * list with a new one (copy on write), never change it in place.
 */
export const NO_TAGS: readonly string[] = Object.freeze([]);

export interface Counter {
  counterId: string;
  url: string;
  projectName: string;
}

export interface Project {
  name: string;
  displayName: string;
  counters: Counter[];
}

export interface CallRecord {
  callId: string;
  counterId: string;
  startMs: number;
  stopMs: number;
  tags: readonly string[];
  /**
   * Seed of the derived visitor ids (ip, sid, uuid, ...), see data/visitor-ids.ts. Absent on
   * calls written through the API, which have only what was sent.
   */
  visitorSeed?: number;
  /** Every other call dimension that has a value (phones as digits). */
  fields: Record<string, Scalar>;
}

export interface LeadRecord {
  id: number;
  counterId: string;
  createdMs: number;
  updatedMs: number;
  phone: string;
  status: string;
  tags: readonly string[];
  /** Seed of the derived visitor ids (ip, analyticsClientId, webstatClientId). */
  visitorSeed: number;
  fields: Record<string, Scalar>;
}

export interface ContactPerson {
  name?: string;
  phone?: string;
  email?: string;
}

export interface OrderRecord {
  orderId: string;
  counterId: string;
  dateMs: number;
  tags: readonly string[];
  contactPerson?: ContactPerson;
  /** sid, uuid, callerPhone, margin, revenue, email, comment when set. */
  fields: Record<string, Scalar>;
}

export interface PoolRecord {
  poolId: number;
  name: string;
  type: 'dynamic' | 'static';
  phones: string[];
  isActive: boolean;
}

/** A record as the API renders it. */
export type ApiRecord = Record<string, unknown>;
