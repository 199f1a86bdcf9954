import { describe, expect, it } from 'vitest';
import { routineInputSchema } from '../schemas/routine';
import {
  AGE_BANDS,
  ageBandFor,
  ROUTINE_TEMPLATES,
  routineFromTemplate,
  templateMinutes,
  templatesFor,
} from './routine-templates';
import { findTaskPicture } from './task-pictures';

const CHILD_ID = '0190f4c2-7a51-7cc0-8d4e-3f0a1b2c3d4e';

describe('the routine templates', () => {
  it('are at least six, with a morning and a bedtime for every age group', () => {
    expect(ROUTINE_TEMPLATES.length).toBeGreaterThanOrEqual(6);
    for (const band of AGE_BANDS) {
      const kinds = ROUTINE_TEMPLATES.filter((template) => template.ageBand === band).map((t) => t.kind);
      expect(kinds, band).toContain('morning');
      expect(kinds, band).toContain('bedtime');
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
    for (const template of ROUTINE_TEMPLATES.filter((t) => t.ageBand === '3-4')) {
      expect(template.tasks.length).toBeGreaterThanOrEqual(3);
      expect(template.tasks.length).toBeLessThanOrEqual(6);
      for (const task of template.tasks) {
        expect(task.duration, `${template.id}: ${task.name}`).toBeGreaterThanOrEqual(2);
        expect(task.duration, `${template.id}: ${task.name}`).toBeLessThanOrEqual(5);
      }
    }
  });

  it('give older children longer routines than the youngest', () => {
    const longest = (band: string) =>
      Math.max(...ROUTINE_TEMPLATES.filter((t) => t.ageBand === band).map(templateMinutes));
    expect(longest('5-7')).toBeGreaterThan(longest('3-4'));
    expect(longest('8-12')).toBeGreaterThan(longest('5-7'));
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

describe('the age group a child is suggested', () => {
  it('is 3–4 until the fifth birthday, for younger siblings too', () => {
    expect(ageBandFor('2021-06-15', '2024-06-15')).toBe('3-4');
    expect(ageBandFor('2023-01-01', '2024-06-15')).toBe('3-4');
    expect(ageBandFor('2020-06-15', '2025-06-14')).toBe('3-4');
  });

  it('is 5–7 from the fifth birthday and 8–12 from the eighth', () => {
    expect(ageBandFor('2020-06-15', '2025-06-15')).toBe('5-7');
    expect(ageBandFor('2017-06-15', '2025-06-14')).toBe('5-7');
    expect(ageBandFor('2017-06-15', '2025-06-15')).toBe('8-12');
    expect(ageBandFor('2010-01-01', '2025-06-15')).toBe('8-12');
  });

  it('is unknown without a birth date', () => {
    expect(ageBandFor(null, '2025-06-15')).toBeNull();
  });

  it('puts its own templates first, then the others', () => {
    const bands = templatesFor('5-7').map((template) => template.ageBand);
    expect(bands.slice(0, 3)).toEqual(['5-7', '5-7', '5-7']);
    expect(bands).toHaveLength(ROUTINE_TEMPLATES.length);
    expect(templatesFor(null)).toEqual(ROUTINE_TEMPLATES);
  });
});
