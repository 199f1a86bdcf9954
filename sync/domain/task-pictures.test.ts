import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import {
  DEFAULT_TASK_PICTURE,
  findTaskPicture,
  searchTaskPictures,
  TASK_PICTURES,
  taskPictureFor,
  taskPictureUrl,
} from './task-pictures';

const pictureDir = new URL('../../public/pictures/tasks/', import.meta.url);

describe('the built-in task pictures', () => {
  it('offer at least 48 pictures', () => {
    expect(TASK_PICTURES.length).toBeGreaterThanOrEqual(48);
  });

  it('have unique ids made of lowercase letters and dashes', () => {
    const ids = TASK_PICTURES.map((picture) => picture.id);
    expect(new Set(ids).size).toBe(ids.length);
    for (const id of ids) expect(id).toMatch(/^[a-z]+(?:-[a-z]+)*$/);
  });

  it('have unique labels, so the picker never shows two pictures by the same name', () => {
    const labels = TASK_PICTURES.map((picture) => picture.label.toLowerCase());
    expect(new Set(labels).size).toBe(labels.length);
  });

  it('each have a standalone SVG file served from public/pictures/tasks', () => {
    for (const picture of TASK_PICTURES) {
      const file = new URL(`${picture.id}.svg`, pictureDir);
      expect(existsSync(file), `${picture.id}.svg`).toBe(true);
      expect(readFileSync(file, 'utf8')).toMatch(/^<svg xmlns="http:\/\/www\.w3\.org\/2000\/svg"/);
    }
  });

  it('leave no picture file that the catalogue does not name', () => {
    const files = readdirSync(pictureDir).filter((file) => file.endsWith('.svg'));
    const ids = new Set<string>(TASK_PICTURES.map((picture) => picture.id));
    expect(files.filter((file) => !ids.has(file.replace(/\.svg$/, '')))).toEqual([]);
  });

  it('keep the licence notice beside the files', () => {
    expect(readFileSync(new URL('LICENSE', pictureDir), 'utf8')).toContain('MIT License');
  });

  it('include the default picture and the chores default, home', () => {
    expect(findTaskPicture(DEFAULT_TASK_PICTURE)).toBeDefined();
    expect(findTaskPicture('home')).toBeDefined();
  });
});

describe('a stored picture id', () => {
  it('shows its own picture when the catalogue knows it', () => {
    expect(taskPictureFor('toothbrush').label).toBe('Brush teeth');
    expect(taskPictureUrl('toothbrush')).toBe('/pictures/tasks/toothbrush.svg');
  });

  it('shows the default picture when the catalogue does not know it', () => {
    expect(taskPictureFor('unicorn-from-the-future').id).toBe(DEFAULT_TASK_PICTURE);
    expect(taskPictureUrl('../../etc/passwd')).toBe(`/pictures/tasks/${DEFAULT_TASK_PICTURE}.svg`);
  });
});

describe('searching the pictures', () => {
  it('gives every picture in catalogue order for an empty query', () => {
    expect(searchTaskPictures('  ')).toHaveLength(TASK_PICTURES.length);
  });

  it('finds a picture by a word of its label, ignoring case', () => {
    expect(searchTaskPictures('TEETH')[0]?.id).toBe('toothbrush');
  });

  it('finds a picture by a keyword a parent might use instead', () => {
    expect(searchTaskPictures('potty').map((picture) => picture.id)).toContain('toilet');
    expect(searchTaskPictures('pajamas').map((picture) => picture.id)).toContain('pyjamas');
  });

  it('ranks label matches above keyword matches', () => {
    const ids = searchTaskPictures('bed').map((picture) => picture.id);
    expect(ids[0]).toBe('bed');
    expect(ids).toContain('moon');
  });

  it('needs every word typed to match', () => {
    expect(searchTaskPictures('feed dog').map((picture) => picture.id)).toEqual(['dog']);
    expect(searchTaskPictures('zebra crossing')).toEqual([]);
  });
});
