import { describe, expect, it } from 'vitest';
import {
  addDays,
  chinaDateOf,
  periodMismatches,
  periodsOfSessions,
  scheduleLabel,
  scheduleProblem,
  scheduleSessions,
  termOf,
} from '@salt/domain';
import { planSchedule, planTerm } from './demo-class-plans';
import { DEMO_GOODS } from './shop-demo-goods';

/** Seeding on any day of the year (and at any hour, China time 00:10 to 23:55) gives a working demo. */
const DAYS = Array.from(
  { length: 24 },
  (_, i) => `2026-${String((i % 12) + 1).padStart(2, '0')}-${i < 12 ? '03' : '19'}`,
);
const HOURS_UTC = ['16:10', '03:30', '09:45', '15:55'];

describe('demo class plans', () => {
  it.each(DAYS)('seeded on %s, every class has a valid timetable its name and term agree with', (day) => {
    for (const at of HOURS_UTC) {
      const now = new Date(`${day}T${at}:00Z`);
      for (const g of DEMO_GOODS) {
        for (const sku of g.skus.filter((s) => s.plan)) {
          const schedule = planSchedule(sku.plan!, now);
          expect(scheduleProblem(schedule), sku.skuCode).toBeNull();
          const sessions = scheduleSessions(schedule);
          const name = sku.name.replace('{when}', scheduleLabel(schedule));
          expect(periodMismatches(periodsOfSessions(sessions), sessions, name), `${sku.skuCode} ${name}`).toEqual([]);
          if (sku.plan!.layout === 'liveNow') {
            const live = sessions.find((s) => s.startAt <= now && now < s.endAt);
            expect(live, `${sku.skuCode} is live at ${now.toISOString()}`).toBeTruthy();
            expect(sessions.indexOf(live!)).toBeGreaterThanOrEqual(3);
          }
          if (sku.plan!.layout === 'heldYesterday') {
            const yesterday = addDays(chinaDateOf(now), -1);
            expect(sessions.some((s) => chinaDateOf(s.startAt) === yesterday && s.endAt < now)).toBe(true);
            expect(
              sessions.some((s) => s.startAt > now),
              'sessions still to come',
            ).toBe(true);
          }
          if (sku.plan!.layout === 'weekly' || sku.plan!.layout === 'daily') {
            // A class of a coming or past term lies within that term.
            const term = planTerm(sku.plan!, now);
            expect(termOf(sessions[0]!.startAt).kind, sku.skuCode).toBe(term.kind);
            expect(termOf(sessions.at(-1)!.startAt).kind, sku.skuCode).toBe(term.kind);
          }
        }
      }
    }
  });
});
