import { describe, expect, it } from 'vitest';
import { LIVE_ROOM_DEFAULTS, liveEntryOpensAt, mayEnterLiveAt, mayWatchPlayback } from './live-room-rules';

const start = new Date('2027-03-08T11:00:00Z');
const end = new Date('2027-03-08T12:30:00Z');
const at = (minutesFromStart: number) => new Date(start.getTime() + minutesFromStart * 60_000);

describe('live room rules', () => {
  it('opens the room at the start without a lead (what every class did before the settings)', () => {
    expect(LIVE_ROOM_DEFAULTS.entryLeadMinutes).toBe(0);
    expect(mayEnterLiveAt(start, end, at(-1), 0)).toBe(false);
    expect(mayEnterLiveAt(start, end, at(0), 0)).toBe(true);
    expect(mayEnterLiveAt(start, end, at(89), 0)).toBe(true);
  });

  it('opens the room the lead before the start, not a minute earlier', () => {
    expect(liveEntryOpensAt(start, 15).toISOString()).toBe('2027-03-08T10:45:00.000Z');
    expect(mayEnterLiveAt(start, end, at(-16), 15)).toBe(false);
    expect(mayEnterLiveAt(start, end, at(-15), 15)).toBe(true);
    expect(mayEnterLiveAt(start.toISOString(), end.toISOString(), at(-5), 15)).toBe(true);
  });

  it('closes the room at the end whatever the lead', () => {
    expect(mayEnterLiveAt(start, end, at(90), 60)).toBe(false);
    expect(mayEnterLiveAt(start, end, at(200), 60)).toBe(false);
  });

  it('lets the class staff watch recordings always, pupils only while the class allows it', () => {
    expect(mayWatchPlayback('student', true)).toBe(true);
    expect(mayWatchPlayback('student', false)).toBe(false);
    expect(mayWatchPlayback('teacher', false)).toBe(true);
    expect(mayWatchPlayback('tutor', false)).toBe(true);
    expect(mayWatchPlayback(null, true)).toBe(false);
  });
});
