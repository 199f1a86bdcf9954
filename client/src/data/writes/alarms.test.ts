import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { openLocalDatabase } from '../../../../tests/kit/sync/local-database';
import { collectionOf, type BrightdayDatabase } from '../create-database';
import { newId } from '../new-id';
import { addAlarm, changeAlarm, markAlarmStopped, removeAlarm, switchAlarm } from './alarms';

const FAMILY = newId();
const CHILD = newId();
const RANG = '2026-03-02T07:30:00.000Z';

let database: BrightdayDatabase;
beforeEach(async () => {
  database = await openLocalDatabase(['alarms']);
});
afterEach(() => database.close());

const input = (change: { repeat?: boolean; time?: string } = {}) => ({
  childId: CHILD,
  time: change.time ?? '07:30',
  enabled: true,
  repeat: change.repeat ?? false,
  selectedDays: change.repeat ? (['mon'] as ('mon' | 'tue')[]) : [],
  sound: null,
  name: 'School',
  icon: null,
});

async function rangAlarm(repeat: boolean) {
  const alarm = await addAlarm(database, FAMILY, newId(), input({ repeat }));
  await markAlarmStopped(database, alarm.id, RANG);
  return alarm;
}

const stored = async (id: string) => (await collectionOf(database, 'alarms').findOne(id).exec())?.toJSON();

describe('the writes of alarms', () => {
  it('adds an alarm once however often its form is submitted', async () => {
    const id = newId();
    await addAlarm(database, FAMILY, id, input());
    const again = await addAlarm(database, FAMILY, id, input({ time: '08:00' }));
    expect(again).toMatchObject({ id, familyId: FAMILY, time: '07:30', lastTriggered: null });
    expect(await collectionOf(database, 'alarms').count().exec()).toBe(1);
  });

  it('sets a one-off alarm that rang again when its parent saves it (D-ALARM-3)', async () => {
    const alarm = await rangAlarm(false);
    const saved = await changeAlarm(database, alarm.id, input(), input({ time: '08:00' }));
    expect(saved?.document).toMatchObject({ time: '08:00', lastTriggered: null });
  });

  it('keeps when a repeating alarm rang when its parent saves it (D-ALARM-3)', async () => {
    const alarm = await rangAlarm(true);
    await changeAlarm(database, alarm.id, input({ repeat: true }), input({ repeat: true, time: '08:00' }));
    expect(await stored(alarm.id)).toMatchObject({ time: '08:00', lastTriggered: RANG });
  });

  it('sets a one-off alarm again when it is switched on, not when it is switched off (D-ALARM-3)', async () => {
    const alarm = await rangAlarm(false);
    expect(await switchAlarm(database, alarm.id, false)).toMatchObject({
      enabled: false,
      lastTriggered: RANG,
    });
    expect(await switchAlarm(database, alarm.id, true)).toMatchObject({ enabled: true, lastTriggered: null });
  });

  it('never moves a stopped ring’s mark back (D-RING-3)', async () => {
    const alarm = await rangAlarm(true);
    expect(await markAlarmStopped(database, alarm.id, '2026-03-01T07:30:00.000Z')).toBeNull();
    expect(await stored(alarm.id)).toMatchObject({ lastTriggered: RANG });
  });

  it('deletes an alarm, and answers null for one that is not there', async () => {
    const alarm = await addAlarm(database, FAMILY, newId(), input());
    expect(await removeAlarm(database, alarm.id)).toMatchObject({ id: alarm.id });
    expect(await stored(alarm.id)).toBeUndefined();
    expect(await removeAlarm(database, alarm.id)).toBeNull();
  });
});
