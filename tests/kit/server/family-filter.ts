import { loadModule, parseSync } from 'libpg-query';
import {
  ENTRY_KEYS,
  FAMILY_TABLES,
  tablePlace,
  type FamilyTable,
} from '../../../server/src/db/family-tables';

// Reads a statement with Postgres's own parser (libpg-query) and tells whether every family table in it is
// held to one family (docs/scaling.md#every-query-names-its-family, ADR 0074).

/** A statement that reaches a family table without naming its family. */
export interface FamilyFilterViolation {
  table: string;
  reason: 'no family filter' | 'unclassified table';
}

type Node = Record<string, unknown>;

const STATEMENTS = ['SelectStmt', 'InsertStmt', 'UpdateStmt', 'DeleteStmt'] as const;
const CATALOG_SCHEMAS = new Set(['pg_catalog', 'information_schema']);

function isNode(value: unknown): value is Node {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function child(node: Node, key: string): Node | undefined {
  const value = node[key];
  return isNode(value) ? value : undefined;
}

function list(node: Node | undefined, key: string): unknown[] {
  const value = node?.[key];
  return Array.isArray(value) ? (value as unknown[]) : [];
}

/** A table in a statement's FROM (or its target), under the name the statement calls it. */
interface Range {
  alias: string;
  table: string;
}

/** The conditions that must all hold: the AND-ed terms of WHERE and of every JOIN's ON. */
function conjuncts(expression: Node | undefined, into: Node[]): void {
  if (expression === undefined) return;
  const bool = child(expression, 'BoolExpr');
  if (bool?.boolop === 'AND_EXPR') {
    for (const arg of list(bool, 'args')) if (isNode(arg)) conjuncts(arg, into);
    return;
  }
  into.push(expression);
}

function collectRanges(item: Node, ranges: Range[], conditions: Node[], ctes: Set<string>): void {
  const rangeVar = child(item, 'RangeVar');
  if (rangeVar !== undefined) {
    const table = String(rangeVar.relname);
    const schema = rangeVar.schemaname;
    if (ctes.has(table) || (typeof schema === 'string' && CATALOG_SCHEMAS.has(schema))) return;
    const alias = child(rangeVar, 'alias')?.aliasname;
    ranges.push({ table, alias: typeof alias === 'string' ? alias : table });
    return;
  }
  const join = child(item, 'JoinExpr');
  if (join !== undefined) {
    for (const side of ['larg', 'rarg']) {
      const next = child(join, side);
      if (next !== undefined) collectRanges(next, ranges, conditions, ctes);
    }
    conjuncts(child(join, 'quals'), conditions);
  }
}

/** `alias.column` or `column` of a ColumnRef (or of `lower(…)` of one), or undefined for anything else. */
function columnOf(expression: Node | undefined): { qualifier?: string; column: string } | undefined {
  const call = expression === undefined ? undefined : child(expression, 'FuncCall');
  const name = list(call, 'funcname').map((part) => (isNode(part) ? child(part, 'String')?.sval : undefined));
  const args = list(call, 'args');
  if (call !== undefined) {
    return name.at(-1) === 'lower' && args.length === 1 && isNode(args[0]) ? columnOf(args[0]) : undefined;
  }
  const cast = expression === undefined ? undefined : child(expression, 'TypeCast');
  const ref = child(cast === undefined ? (expression ?? {}) : (child(cast, 'arg') ?? {}), 'ColumnRef');
  const names = list(ref, 'fields').map((field) =>
    isNode(field) ? child(field, 'String')?.sval : undefined,
  );
  if (names.some((name) => typeof name !== 'string')) return undefined;
  if (names.length === 1) return { column: names[0] as string };
  if (names.length === 2) return { qualifier: names[0] as string, column: names[1] as string };
  return undefined;
}

function isValue(expression: Node | undefined): boolean {
  if (expression === undefined) return false;
  if ('ParamRef' in expression || 'A_Const' in expression) return true;
  const cast = child(expression, 'TypeCast');
  return cast !== undefined && isValue(child(cast, 'arg'));
}

/** The `=` comparisons among the conditions, as their two sides. */
function equalities(conditions: Node[]): [Node | undefined, Node | undefined][] {
  const pairs: [Node | undefined, Node | undefined][] = [];
  for (const condition of conditions) {
    const expr = child(condition, 'A_Expr');
    const operator = list(expr, 'name').map((name) =>
      isNode(name) ? child(name, 'String')?.sval : undefined,
    );
    if (expr?.kind === 'AEXPR_OP' && operator.length === 1 && operator[0] === '=') {
      pairs.push([child(expr, 'lexpr'), child(expr, 'rexpr')]);
    }
  }
  return pairs;
}

function familyColumn(table: string): string | undefined {
  return (FAMILY_TABLES as Record<string, string>)[table];
}

/** Whether a column reference names `range`'s column `column` (an unqualified one names every range). */
function names(ref: { qualifier?: string; column: string }, range: Range, column: string): boolean {
  return ref.column === column && (ref.qualifier === undefined || ref.qualifier === range.alias);
}

/**
 * The ranges held to one family: by `family_id = value`, an entry key `= value`, or `family_id = ` the
 * family column of a range already held (here or in an enclosing statement).
 */
function heldRanges(ranges: Range[], conditions: Node[], outer: Map<string, Range>): Set<Range> {
  const held = new Set<Range>();
  const pairs = equalities(conditions);
  const isHeldFamilyColumn = (side: Node | undefined): boolean => {
    const ref = columnOf(side);
    if (ref === undefined) return false;
    for (const range of [...held, ...outer.values()]) {
      const column = familyColumn(range.table);
      if (column !== undefined && ref.qualifier !== undefined && names(ref, range, column)) return true;
    }
    return false;
  };
  let grew = true;
  while (grew) {
    grew = false;
    for (const range of ranges) {
      if (held.has(range)) continue;
      const column = familyColumn(range.table);
      if (column === undefined) continue;
      const keys = [column, ...(ENTRY_KEYS[range.table as FamilyTable]?.columns ?? [])];
      const holds = pairs.some(([left, right]) =>
        [
          [left, right],
          [right, left],
        ].some(([mine, other]) => {
          const ref = columnOf(mine);
          if (ref === undefined || !keys.some((key) => names(ref, range, key))) return false;
          return isValue(other) || (ref.column === column && isHeldFamilyColumn(other));
        }),
      );
      if (holds) {
        held.add(range);
        grew = true;
      }
    }
  }
  return held;
}

function checkStatement(
  kind: (typeof STATEMENTS)[number],
  statement: Node,
  outer: Map<string, Range>,
  outerCtes: Set<string>,
  violations: FamilyFilterViolation[],
): void {
  const ctes = new Set(outerCtes);
  for (const cte of list(child(statement, 'withClause'), 'ctes')) {
    const name = isNode(cte) ? child(cte, 'CommonTableExpr')?.ctename : undefined;
    if (typeof name === 'string') ctes.add(name);
  }
  if (kind === 'SelectStmt' && statement.op !== undefined && statement.op !== 'SETOP_NONE') {
    for (const side of ['larg', 'rarg']) {
      const next = child(statement, side);
      if (next !== undefined) checkStatement('SelectStmt', next, outer, ctes, violations);
    }
    return;
  }
  const ranges: Range[] = [];
  const conditions: Node[] = [];
  const relation = child(statement, 'relation');
  let inserted: Range | undefined;
  if (relation !== undefined) {
    collectRanges({ RangeVar: relation }, ranges, conditions, ctes);
    if (kind === 'InsertStmt') inserted = ranges.pop();
  }
  for (const item of [...list(statement, 'fromClause'), ...list(statement, 'usingClause')]) {
    if (isNode(item)) collectRanges(item, ranges, conditions, ctes);
  }
  conjuncts(child(statement, 'whereClause'), conditions);
  const held = heldRanges(ranges, conditions, outer);
  const scope = new Map(outer);
  for (const range of held) scope.set(range.alias, range);

  if (inserted !== undefined) {
    const column = familyColumn(inserted.table);
    const keys = [column, ...(ENTRY_KEYS[inserted.table as FamilyTable]?.columns ?? [])];
    const columns = list(statement, 'cols').map((col) =>
      isNode(col) ? child(col, 'ResTarget')?.name : undefined,
    );
    check(
      inserted,
      column === undefined || columns.some((name) => keys.includes(name as string)),
      violations,
    );
  }
  for (const range of ranges)
    check(range, familyColumn(range.table) === undefined || held.has(range), violations);

  walk(statement, scope, ctes, violations);
}

function check(range: Range, held: boolean, violations: FamilyFilterViolation[]): void {
  const place = tablePlace(range.table);
  if (place === undefined) violations.push({ table: range.table, reason: 'unclassified table' });
  else if (place === 'family' && !held) violations.push({ table: range.table, reason: 'no family filter' });
}

/** Finds the statements nested in `node` (subqueries, CTEs, INSERT … SELECT) and checks each. */
function walk(
  node: unknown,
  scope: Map<string, Range>,
  ctes: Set<string>,
  violations: FamilyFilterViolation[],
): void {
  if (Array.isArray(node)) {
    for (const item of node) walk(item, scope, ctes, violations);
    return;
  }
  if (!isNode(node)) return;
  for (const [key, value] of Object.entries(node)) {
    const kind = STATEMENTS.find((name) => name === key);
    if (kind !== undefined && isNode(value)) checkStatement(kind, value, scope, ctes, violations);
    else walk(value, scope, ctes, violations);
  }
}

let loaded: Promise<void> | undefined;

/** Loads the parser (WebAssembly) once. */
export function loadSqlParser(): Promise<void> {
  loaded ??= loadModule();
  return loaded;
}

/** The family tables `sql` reaches without naming one family. Call `loadSqlParser()` first. */
export function familyFilterViolations(sql: string): FamilyFilterViolation[] {
  const violations: FamilyFilterViolation[] = [];
  for (const entry of list(parseSync(sql) as Node, 'stmts')) {
    const statement = isNode(entry) ? child(entry, 'stmt') : undefined;
    if (statement !== undefined) walk(statement, new Map(), new Set(), violations);
  }
  return violations;
}
