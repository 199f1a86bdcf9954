import { describe, expect, it } from 'vitest';
import { uuid } from '../schemas/fields';
import { routineSchema } from '../collections/routines';
import { SAMPLE_DOCUMENTS } from '../testing/sample-documents';
import { placeStepId, routineWithStepIds, splitStepId, withStepIds } from './step-ids';

const ROUTINE = '0190b7a0-0000-7000-8000-000000000010';
const OWN = '0190b7a0-0000-7000-8000-0000000000aa';

describe('step ids', () => {
  it('M-TASKS-1: a step without an id is named by its routine and place, the same on every device', () => {
    const steps = withStepIds(ROUTINE, [{ name: 'Brush teeth' }, { name: 'Get dressed' }]);
    expect(steps.map((step) => step.id)).toEqual([placeStepId(ROUTINE, 0), placeStepId(ROUTINE, 1)]);
    expect(withStepIds(ROUTINE.toUpperCase(), [{ name: 'Brush teeth' }])[0]?.id).toBe(
      placeStepId(ROUTINE, 0),
    );
    for (const step of steps) expect(uuid().safeParse(step.id).success).toBe(true);
    expect(placeStepId(ROUTINE, 0)).not.toBe(placeStepId(ROUTINE, 1));
  });

  it('M-TASKS-1: a step keeps its own id; a repeated id is renamed by place', () => {
    const own = { id: OWN, name: 'Brush teeth' };
    const steps = withStepIds(ROUTINE, [own, { id: OWN, name: 'Again' }]);
    expect(steps[0]).toBe(own);
    expect(steps[1]?.id).toBe(placeStepId(ROUTINE, 1));
  });

  it('M-TASKS-1: a routine whose steps all have ids is returned as it is', () => {
    const routine = { id: ROUTINE, tasks: [{ id: OWN, name: 'Brush teeth' }] };
    expect(routineWithStepIds(routine)).toBe(routine);
    const legacy: { id: string; tasks: { id?: string; name: string }[] } = {
      id: ROUTINE,
      tasks: [{ name: 'x' }],
    };
    expect(routineWithStepIds(legacy).tasks[0]?.id).toBe(placeStepId(ROUTINE, 0));
  });

  it('M-TASKS-1: the second half of a split step has an id of its own, the same on every device', () => {
    expect(splitStepId(OWN)).toBe(splitStepId(OWN.toUpperCase()));
    expect(splitStepId(OWN)).not.toBe(OWN);
  });

  it('M-TASKS-1: the wire keeps a step’s id and accepts a step without one', () => {
    const sample = routineSchema.parse(SAMPLE_DOCUMENTS.routines);
    const withIds = { ...sample, tasks: withStepIds(ROUTINE, sample.tasks) };
    expect(routineSchema.parse(withIds).tasks.map((task) => task.id)).toEqual(
      withIds.tasks.map((task) => task.id),
    );
    expect(sample.tasks[0]?.id).toBeUndefined();
    expect(
      routineSchema.safeParse({ ...sample, tasks: [{ ...sample.tasks[0], id: 'step-1' }] }).success,
    ).toBe(false);
  });
});
