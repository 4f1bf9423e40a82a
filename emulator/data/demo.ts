/**
 * Well-known numbers with a fixed history, so demos and tests can look them up.
 * Counter indexes refer to the counter order of /api/me (0 is the one the limited key sees).
 */
export const DEMO_PHONES = {
  /** Many calls and leads in the first counter, two calls in the second. */
  manyCallsAndLeads: '79161234567',
  /** One lead, never called. */
  leadOnly: '79035550101',
  /** Moscow city number with calls and no leads. */
  callsOnly: '74951234567',
  /** Belarusian mobile with calls and a lead. */
  international: '375291234567',
  /** An 8-800 caller (stored as 7800...). */
  tollFree: '78005553535',
  /** A patient of the dental project (third counter), invisible to the limited key. */
  otherProject: '79219876543',
} as const;

export type DemoPhones = typeof DEMO_PHONES;

export interface DemoPlan {
  phone: string;
  counterIndex: number;
  /** Days before the anchor time of each call. */
  callDaysAgo: number[];
  leads: { daysAgo: number; status: 'new' | 'in_progress' | 'won' | 'lost' }[];
}

export const DEMO_PLANS: DemoPlan[] = [
  {
    phone: DEMO_PHONES.manyCallsAndLeads,
    counterIndex: 0,
    callDaysAgo: [0.2, 1.5, 3, 7, 12, 20, 33, 47, 60, 75, 90, 110, 130, 170],
    leads: [
      { daysAgo: 2, status: 'new' },
      { daysAgo: 45, status: 'won' },
      { daysAgo: 100, status: 'lost' },
    ],
  },
  { phone: DEMO_PHONES.manyCallsAndLeads, counterIndex: 1, callDaysAgo: [5, 80], leads: [] },
  {
    phone: DEMO_PHONES.leadOnly,
    counterIndex: 0,
    callDaysAgo: [],
    leads: [{ daysAgo: 4, status: 'in_progress' }],
  },
  { phone: DEMO_PHONES.callsOnly, counterIndex: 0, callDaysAgo: [1, 9, 27, 64, 140], leads: [] },
  {
    phone: DEMO_PHONES.international,
    counterIndex: 0,
    callDaysAgo: [2.5, 30, 95],
    leads: [{ daysAgo: 31, status: 'won' }],
  },
  { phone: DEMO_PHONES.tollFree, counterIndex: 0, callDaysAgo: [6, 150], leads: [] },
  {
    phone: DEMO_PHONES.otherProject,
    counterIndex: 2,
    callDaysAgo: [1, 14, 40],
    leads: [{ daysAgo: 15, status: 'in_progress' }],
  },
];

export const DEMO_CALL_COUNT = DEMO_PLANS.reduce((sum, plan) => sum + plan.callDaysAgo.length, 0);
export const DEMO_LEAD_COUNT = DEMO_PLANS.reduce((sum, plan) => sum + plan.leads.length, 0);
