import { describe, expect, it } from 'vitest';
import { routineInputSchema } from '../collections/routines';
import { AGE_GROUPS, AGE_GROUP_LABELS, ageGroupOf } from './age-group';
import { ROUTINE_TEMPLATES } from './routine-template-catalogue';
import {
  routineFromTemplate,
  templateAgeGroupFor,
  templateFor,
  templateMinutes,
  templatesFor,
} from './routine-templates';
import { findTaskPicture } from './task-pictures';

const CHILD_ID = '0190f4c2-7a51-7cc0-8d4e-3f0a1b2c3d4e';

describe('the routine templates', () => {
  it('D-AGE-2: have one morning, one after-school and one bedtime routine for every age band', () => {
    for (const band of AGE_GROUPS) {
      const kinds = ROUTINE_TEMPLATES.filter((template) => template.ageGroup === band).map((t) => t.kind);
      expect([...kinds].sort(), band).toEqual(['after-school', 'bedtime', 'morning']);
      for (const kind of kinds) expect(templateFor(kind, band).ageGroup).toBe(band);
    }
  });

  it('have unique ids', () => {
    const ids = ROUTINE_TEMPLATES.map((template) => template.id);
    expect(new Set(ids).size).toBe(ids.length);
  });

  it.each(ROUTINE_TEMPLATES.map((template) => [template.id, template] as const))(
    '%s makes a routine that the routine schema accepts',
    (_id, template) => {
      const result = routineInputSchema.safeParse(routineFromTemplate(template, CHILD_ID));
      expect(result.success, JSON.stringify(result.error?.issues)).toBe(true);
    },
  );

  it('use only built-in pictures', () => {
    for (const template of ROUTINE_TEMPLATES) {
      for (const task of template.tasks) expect(findTaskPicture(task.icon), task.icon).toBeDefined();
    }
  });

  it('keep the youngest to three to six steps of two to five minutes', () => {
    for (const template of ROUTINE_TEMPLATES.filter((t) => t.ageGroup === '3-4')) {
      expect(template.tasks.length).toBeGreaterThanOrEqual(3);
      expect(template.tasks.length).toBeLessThanOrEqual(6);
      for (const task of template.tasks) {
        expect(task.duration, `${template.id}: ${task.name}`).toBeGreaterThanOrEqual(2);
        expect(task.duration, `${template.id}: ${task.name}`).toBeLessThanOrEqual(5);
      }
    }
  });

  it('give each band a longer longest routine than the band below', () => {
    const longest = (band: string) =>
      Math.max(...ROUTINE_TEMPLATES.filter((t) => t.ageGroup === band).map(templateMinutes));
    for (const [younger, older] of AGE_GROUPS.slice(0, -1).map((band, i) => [band, AGE_GROUPS[i + 1]])) {
      expect(longest(older ?? ''), `${older} over ${younger}`).toBeGreaterThan(longest(younger ?? ''));
    }
  });
});

describe('a routine made from a template', () => {
  it('belongs to the child, is active and has nothing done yet', () => {
    const template = ROUTINE_TEMPLATES[0];
    if (!template) throw new Error('no template');
    const routine = routineFromTemplate(template, CHILD_ID);
    expect(routine.childId).toBe(CHILD_ID);
    expect(routine.isActive).toBe(true);
    expect(routine.tasks.every((task) => !task.completed)).toBe(true);
    expect(routine.tasks.map((task) => task.name)).toEqual(template.tasks.map((task) => task.name));
  });

  it('does not share its days with the template, so editing one leaves the other alone', () => {
    const template = ROUTINE_TEMPLATES[0];
    if (!template) throw new Error('no template');
    const routine = routineFromTemplate(template, CHILD_ID);
    routine.daysOfWeek.pop();
    expect(template.daysOfWeek).toHaveLength(7);
  });
});

describe('the age band whose templates a child is offered', () => {
  it("D-AGE-2: is the child's own age band, the one Nia uses: a child of eight is ages 7–9", () => {
    for (const [birthDate, today] of [
      ['2021-06-15', '2024-06-15'],
      ['2020-06-15', '2025-06-15'],
      ['2017-06-15', '2025-06-15'],
      ['2014-06-15', '2025-06-15'],
      ['2010-01-01', '2025-06-15'],
    ] as const) {
      expect(templateAgeGroupFor(birthDate, today)).toBe(ageGroupOf(birthDate, today));
    }
    const eight = templateAgeGroupFor('2017-06-15', '2025-06-15');
    expect(eight).toBe('7-9');
    expect(AGE_GROUP_LABELS[eight ?? '3-4']).toBe('Ages 7–9');
  });

  it('D-AGE-2: is unknown without a birth date, so that every template is offered', () => {
    expect(templateAgeGroupFor(null, '2025-06-15')).toBeNull();
    expect(templatesFor(null)).toEqual(ROUTINE_TEMPLATES);
  });

  it('puts its own templates first, then the others', () => {
    const bands = templatesFor('5-6').map((template) => template.ageGroup);
    expect(bands.slice(0, 3)).toEqual(['5-6', '5-6', '5-6']);
    expect(bands).toHaveLength(ROUTINE_TEMPLATES.length);
  });
});
