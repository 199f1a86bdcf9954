import { readFileSync } from 'node:fs';
import { beforeAll, describe, expect, it } from 'vitest';
import { familyFilterViolations, loadSqlParser } from '../../../tests/kit/server/family-filter';
import { tablePlace } from './family-tables';

beforeAll(() => loadSqlParser());

const tables = (sql: string) => familyFilterViolations(sql).map((v) => `${v.reason}: ${v.table}`);

describe('the family filter (ADR 0074)', () => {
  it('names every table of the schema as family data, reference data or an account table', () => {
    const snapshot = readFileSync(new URL('./schema.snapshot.txt', import.meta.url), 'utf8');
    const names = new Set(
      [...snapshot.matchAll(/^([a-z_]+)\.[a-z_]+ /gm)].map((match) => match[1] as string),
    );
    expect([...names].filter((name) => tablePlace(name) === undefined)).toEqual([]);
  });

  it('passes a lookup, an update and a delete that name the family', () => {
    expect(tables('select * from "chores" where "id" = $1 and "family_id" = $2')).toEqual([]);
    expect(tables('update "chores" set "seq" = $1 where "family_id" = $2 and "id" = $3')).toEqual([]);
    expect(tables('delete from "children" as c where c.family_id = $1')).toEqual([]);
    expect(tables('select * from "families" where "id" = $1 for update')).toEqual([]);
  });

  it('refuses a lookup by id alone', () => {
    expect(tables('select * from "chores" where "id" = $1')).toEqual(['no family filter: chores']);
  });

  it('refuses a family filter that is only one side of an or', () => {
    expect(tables('select * from chores where family_id = $1 or id = $2')).toEqual([
      'no family filter: chores',
    ]);
  });

  it('passes a join whose tables are tied to a family-held one by family', () => {
    expect(
      tables(
        'select * from members m inner join users u on u.family_id = m.family_id and u.id = m.user_id where m.family_id = $1',
      ),
    ).toEqual([]);
    expect(
      tables('select * from members m inner join users u on u.id = m.user_id where m.family_id = $1'),
    ).toEqual(['no family filter: users']);
  });

  it('checks subqueries, with the enclosing family in scope', () => {
    expect(
      tables(
        'select * from chores c where c.family_id = $1 and exists (select 1 from children k where k.id = c.id)',
      ),
    ).toEqual(['no family filter: children']);
    expect(
      tables(
        'select * from chores c where c.family_id = $1 and exists (select 1 from children k where k.family_id = c.family_id)',
      ),
    ).toEqual([]);
  });

  it('passes an insert that writes the family, and refuses one that does not', () => {
    expect(tables('insert into "chores" ("id", "family_id") values ($1, $2) on conflict do nothing')).toEqual(
      [],
    );
    expect(tables('insert into "issues" ("id") values ($1)')).toEqual(['no family filter: issues']);
  });

  it('lets a credential find its family by its unique key', () => {
    expect(tables('select * from device_tokens where token_hash = $1')).toEqual([]);
    expect(tables('select * from users where lower("email") = $1')).toEqual([]);
    expect(tables('select * from users where lower("first_name") = $1')).toEqual(['no family filter: users']);
  });

  it('leaves reference and account tables alone and names a table nobody classified', () => {
    expect(tables('select * from daily_content where date = $1')).toEqual([]);
    expect(tables('delete from sessions where expire < $1')).toEqual([]);
    expect(tables('select * from mystery')).toEqual(['unclassified table: mystery']);
  });
});
