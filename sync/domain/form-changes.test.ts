import { describe, expect, it } from 'vitest';
import { applyFormChanges, formChanges, pathKey, rebaseFormValues } from './form-changes';

const RULES = { listsById: ['tasks'] } as const;

const step = (id: string, name: string, duration = 2) => ({
  id,
  name,
  duration,
  icon: 'star',
  completed: false,
});

const morning = {
  name: 'Morning',
  startTime: '06:30',
  daysOfWeek: [1, 2, 3, 4, 5],
  tasks: [step('a', 'Brush teeth'), step('b', 'Get dressed', 5), step('c', 'Breakfast', 10)],
};

/** What a form saves: its change set from `start` to `mine`, applied to `stored`. */
function save(start: object, mine: object, stored: object, onClash: 'mine' | 'theirs' = 'mine') {
  return applyFormChanges(
    stored as Record<string, unknown>,
    formChanges(start as Record<string, unknown>, mine as Record<string, unknown>, RULES),
    onClash,
  );
}

const names = (document: Record<string, unknown>) =>
  (document.tasks as { name: string }[]).map((task) => task.name);

describe('form changes', () => {
  it('M-FORM-1: the change set holds only the fields the person changed', () => {
    const changes = formChanges(morning, { ...morning, startTime: '07:00' }, RULES);
    expect(changes).toEqual([{ kind: 'set', path: ['startTime'], from: '06:30', to: '07:00' }]);
    expect(formChanges(morning, structuredClone(morning), RULES)).toEqual([]);
  });

  it('M-FORM-1: a nested object changes key by key, any other list as one value', () => {
    const start = { settings: { sound: 'chime', volume: 3 }, days: [1, 2] };
    const changes = formChanges(start, { settings: { sound: 'bell', volume: 3 }, days: [1, 2, 3] });
    expect(changes).toEqual([
      { kind: 'set', path: ['settings', 'sound'], from: 'chime', to: 'bell' },
      { kind: 'set', path: ['days'], from: [1, 2], to: [1, 2, 3] },
    ]);
  });

  it("M-FORM-2: a stale form's save keeps another device's change to a field it did not change", () => {
    const stored = { ...morning, name: 'School morning' };
    const { document, clashes } = save(morning, { ...morning, startTime: '07:00' }, stored);
    expect(document).toMatchObject({ name: 'School morning', startTime: '07:00' });
    expect(clashes).toEqual([]);
  });

  it('M-FORM-2: applying the same change set twice changes nothing more', () => {
    const changes = formChanges(morning, { ...morning, startTime: '07:00' }, RULES);
    const once = applyFormChanges(morning, changes, 'mine').document;
    expect(applyFormChanges(once, changes, 'mine')).toEqual({ document: once, clashes: [] });
  });

  it('M-FORM-2: the stored document and the form values are never changed', () => {
    const stored = structuredClone(morning);
    const mine = { ...structuredClone(morning), startTime: '07:00' };
    save(morning, mine, stored);
    expect(stored).toEqual(morning);
    expect(mine.startTime).toBe('07:00');
  });

  it('M-FORM-3: the same field changed on another device is a clash the later save wins', () => {
    const stored = { ...morning, startTime: '06:45' };
    const { document, clashes } = save(morning, { ...morning, startTime: '07:00' }, stored);
    expect(document.startTime).toBe('07:00');
    expect(clashes).toEqual([
      { path: ['startTime'], start: '06:30', mine: '07:00', theirs: '06:45', kept: 'mine' },
    ]);
  });

  it("M-FORM-3: on a push conflict the master's value is kept and the clash says so", () => {
    const stored = { ...morning, startTime: '06:45' };
    const { document, clashes } = save(morning, { ...morning, startTime: '07:00' }, stored, 'theirs');
    expect(document.startTime).toBe('06:45');
    expect(clashes).toMatchObject([{ path: ['startTime'], kept: 'theirs' }]);
  });

  it('M-FORM-3: both devices making the same change is no clash', () => {
    const stored = { ...morning, startTime: '07:00' };
    expect(save(morning, { ...morning, startTime: '07:00' }, stored).clashes).toEqual([]);
  });

  it('M-FORM-4: an open form takes the new values of the fields the person has not changed', () => {
    const values = { ...morning, startTime: '07:00' };
    const stored = { ...morning, name: 'School morning' };
    const rebased = rebaseFormValues(morning, values, stored, RULES);
    expect(rebased.values).toMatchObject({ name: 'School morning', startTime: '07:00' });
    expect(rebased.clashes).toEqual([]);
  });

  it('M-FORM-4: a field the person changed keeps their value when it changes underneath, as a clash', () => {
    const values = { ...morning, startTime: '07:00' };
    const rebased = rebaseFormValues(morning, values, { ...morning, startTime: '06:45' }, RULES);
    expect(rebased.values.startTime).toBe('07:00');
    expect(rebased.clashes).toMatchObject([{ path: ['startTime'], theirs: '06:45', kept: 'mine' }]);
  });

  it('M-FORM-4: a step being edited keeps the edit while another step changes underneath', () => {
    const values = {
      ...morning,
      tasks: [morning.tasks[0], { ...morning.tasks[1]!, duration: 7 }, morning.tasks[2]],
    };
    const stored = {
      ...morning,
      tasks: [{ ...morning.tasks[0]!, name: 'Teeth' }, ...morning.tasks.slice(1)],
    };
    const rebased = rebaseFormValues(morning, values, stored, RULES);
    expect(rebased.values.tasks).toMatchObject([{ name: 'Teeth' }, { name: 'Get dressed', duration: 7 }, {}]);
  });

  it('M-FORM-3: a clash names a step by its id, not its place', () => {
    expect(pathKey(['tasks', { id: 'b' }, 'duration'])).toBe('tasks.#b.duration');
  });
});

describe('task lists', () => {
  it('M-TASKS-2: a step renamed on one device and another step’s minutes changed on the other both stand', () => {
    const renamed = {
      ...morning,
      tasks: [{ ...morning.tasks[0]!, name: 'Teeth' }, ...morning.tasks.slice(1)],
    };
    const mine = {
      ...morning,
      tasks: [morning.tasks[0], { ...morning.tasks[1]!, duration: 7 }, morning.tasks[2]],
    };
    const { document, clashes } = save(morning, mine, renamed);
    expect(document.tasks).toMatchObject([
      { id: 'a', name: 'Teeth', duration: 2 },
      { id: 'b', name: 'Get dressed', duration: 7 },
      { id: 'c' },
    ]);
    expect(clashes).toEqual([]);
  });

  it('M-TASKS-2: the same field of the same step changed on both sides is a clash', () => {
    const theirs = { ...morning, tasks: [{ ...morning.tasks[0]!, duration: 3 }, ...morning.tasks.slice(1)] };
    const mine = { ...morning, tasks: [{ ...morning.tasks[0]!, duration: 4 }, ...morning.tasks.slice(1)] };
    const { document, clashes } = save(morning, mine, theirs);
    expect(document.tasks).toMatchObject([{ id: 'a', duration: 4 }, {}, {}]);
    expect(clashes).toEqual([
      { path: ['tasks', { id: 'a' }, 'duration'], start: 2, mine: 4, theirs: 3, kept: 'mine' },
    ]);
  });

  it('M-TASKS-3: a step added on each device is added after the step it followed there', () => {
    const theirs = {
      ...morning,
      tasks: [morning.tasks[0], step('x', 'Wash face'), ...morning.tasks.slice(1)],
    };
    const mine = {
      ...morning,
      tasks: [...morning.tasks.slice(0, 2), step('y', 'Pack bag'), morning.tasks[2]],
    };
    expect(names(save(morning, mine, theirs).document)).toEqual([
      'Brush teeth',
      'Wash face',
      'Get dressed',
      'Pack bag',
      'Breakfast',
    ]);
  });

  it('M-TASKS-3: a step added in front of every other goes first', () => {
    const mine = { ...morning, tasks: [step('y', 'Wake up'), ...morning.tasks] };
    const theirs = { ...morning, name: 'School morning' };
    expect(names(save(morning, mine, theirs).document)[0]).toBe('Wake up');
  });

  it('M-TASKS-3: a step removed on one device is removed, and a step the other device added stays', () => {
    const theirs = { ...morning, tasks: [...morning.tasks, step('x', 'Shoes on')] };
    const mine = { ...morning, tasks: [morning.tasks[0], morning.tasks[2]] };
    expect(names(save(morning, mine, theirs).document)).toEqual(['Brush teeth', 'Breakfast', 'Shoes on']);
  });

  it('M-TASKS-3: a removal wins over an edit of the same step, as a clash the edit loses', () => {
    const removedThere = { ...morning, tasks: [morning.tasks[0], morning.tasks[2]] };
    const editedHere = {
      ...morning,
      tasks: [morning.tasks[0], { ...morning.tasks[1]!, duration: 9 }, morning.tasks[2]],
    };
    const edit = save(morning, editedHere, removedThere);
    expect(names(edit.document)).toEqual(['Brush teeth', 'Breakfast']);
    expect(edit.clashes).toMatchObject([
      { path: ['tasks', { id: 'b' }, 'duration'], theirs: undefined, kept: 'theirs' },
    ]);

    const removal = save(morning, removedThere, editedHere, 'theirs');
    expect(names(removal.document)).toEqual(['Brush teeth', 'Breakfast']);
    expect(removal.clashes).toMatchObject([{ path: ['tasks', { id: 'b' }], mine: undefined, kept: 'mine' }]);
  });

  it('M-TASKS-4: steps moved on one device keep that order, with the other device’s new step in its place', () => {
    const moved = { ...morning, tasks: [morning.tasks[2], morning.tasks[0], morning.tasks[1]] };
    const theirs = {
      ...morning,
      tasks: [morning.tasks[0], step('x', 'Wash face'), ...morning.tasks.slice(1)],
    };
    expect(names(save(morning, moved, theirs).document)).toEqual([
      'Breakfast',
      'Brush teeth',
      'Wash face',
      'Get dressed',
    ]);
    // And the other way round: the stored order moved, the form only edited a step.
    const edited = { ...morning, tasks: [{ ...morning.tasks[0]!, duration: 3 }, ...morning.tasks.slice(1)] };
    const result = save(morning, edited, moved);
    expect(names(result.document)).toEqual(['Breakfast', 'Brush teeth', 'Get dressed']);
    expect(result.clashes).toEqual([]);
  });

  it('M-TASKS-4: steps moved differently on both devices are a clash over the order', () => {
    const mine = { ...morning, tasks: [morning.tasks[2], morning.tasks[0], morning.tasks[1]] };
    const theirs = { ...morning, tasks: [morning.tasks[1], morning.tasks[0], morning.tasks[2]] };
    const kept = save(morning, mine, theirs);
    expect(names(kept.document)).toEqual(['Breakfast', 'Brush teeth', 'Get dressed']);
    expect(kept.clashes).toMatchObject([{ path: ['tasks'], theirs: ['b', 'a', 'c'], kept: 'mine' }]);
    expect(names(save(morning, mine, theirs, 'theirs').document)).toEqual([
      'Get dressed',
      'Brush teeth',
      'Breakfast',
    ]);
  });

  it('M-TASKS-2: a list whose items have no ids is one value', () => {
    const start = { tasks: [{ name: 'a' }, { name: 'b' }] };
    const changes = formChanges(start, { tasks: [{ name: 'a' }, { name: 'c' }] }, RULES);
    expect(changes).toEqual([
      { kind: 'set', path: ['tasks'], from: start.tasks, to: [{ name: 'a' }, { name: 'c' }] },
    ]);
  });
});
