import type { TransactionItem, TransactionResult } from '#lambdas/data/transactions';
import { applyUpdate, type Item } from '#lambdas/data/audited-update-expression';

// An in-memory stand-in for DynamoDB's TransactWriteItems, for unit and property tests of the
// pure builders of the money path: the items they return run here as DynamoDB would run them.
// It is a double of DynamoDB's semantics, not of our code: conditions are evaluated as DynamoDB
// evaluates them (a comparison with a missing attribute is false), updates by the same
// evaluator the audit trail uses (lambdas/data/audited-update-expression.ts), all items or
// none are written, and one transaction may not touch an item twice. It knows the condition
// forms the data modules write: AND, OR, NOT, parentheses, = <> < <= > >=, IN,
// attribute_exists, attribute_not_exists and attribute_type; anything else throws.

type Values = Record<string, unknown>;
type Names = Record<string, string>;

const keyOf = (key: Item) => `${String(key.pk)}\u0000${String(key.sk)}`;

export class TableModel {
  private readonly items = new Map<string, Item>();

  get(key: { pk: string; sk: string }): Item | undefined {
    const item = this.items.get(keyOf(key));
    return item && structuredClone(item);
  }

  put(item: Item): void {
    this.items.set(keyOf(item), structuredClone(item));
  }

  /** The items whose partition key starts with `prefix`. */
  all(prefix: string): Item[] {
    return [...this.items.values()]
      .filter((item) => String(item.pk).startsWith(prefix))
      .map((item) => structuredClone(item));
  }

  /** TransactWriteItems: every condition holds and all are written, or none is. */
  transact(transaction: TransactionItem[]): TransactionResult {
    const seen = new Set<string>();
    const checks = transaction.map((entry) => {
      const { key, condition, names, values } = partsOf(entry);
      const id = keyOf(key);
      if (seen.has(id)) {
        throw new Error(`Transaction request cannot include multiple operations on one item`);
      }
      seen.add(id);
      const current = this.items.get(id);
      return !condition || conditionHolds(condition, current ?? {}, names, values);
    });
    const failedConditions = checks.flatMap((ok, index) => (ok ? [] : [index]));
    if (failedConditions.length) return { ok: false, failedConditions };
    for (const entry of transaction) {
      if (entry.Put) this.put(entry.Put.Item as Item);
      else if (entry.Delete) this.items.delete(keyOf(entry.Delete.Key as Item));
      else if (entry.Update) {
        const key = entry.Update.Key as Item;
        const updated = applyUpdate(this.items.get(keyOf(key)), key, entry.Update);
        this.items.set(keyOf(key), updated);
      }
    }
    return { ok: true };
  }
}

function partsOf(entry: TransactionItem): {
  key: Item;
  condition: string | undefined;
  names: Names;
  values: Values;
} {
  const part = entry.Put ?? entry.Update ?? entry.Delete ?? entry.ConditionCheck;
  if (!part) throw new Error('An empty transaction item');
  const key = (entry.Put ? entry.Put.Item : (part as { Key: Item }).Key) as Item;
  return {
    key,
    condition: part.ConditionExpression,
    names: part.ExpressionAttributeNames ?? {},
    values: (part.ExpressionAttributeValues ?? {}) as Values,
  };
}

/** Whether a ConditionExpression holds for `item` ({} for an item that does not exist). */
export function conditionHolds(
  expression: string,
  item: Item,
  names: Names = {},
  values: Values = {},
): boolean {
  const tokens = expression.match(/\(|\)|,|<>|<=|>=|=|<|>|[#:\w.[\]-]+/g) ?? [];
  let at = 0;
  const peek = () => tokens[at];
  const next = () => {
    const token = tokens[at++];
    if (token === undefined) throw new Error(`Unexpected end of condition: ${expression}`);
    return token;
  };
  const expect = (token: string) => {
    if (next() !== token) throw new Error(`Expected ${token} in condition: ${expression}`);
  };
  const isKeyword = (token: string | undefined, keyword: string) =>
    token?.toUpperCase() === keyword;

  const operand = (): unknown => {
    const token = next();
    if (token.startsWith(':')) {
      if (!(token in values)) throw new Error(`Value ${token} is not defined`);
      return values[token];
    }
    return valueAt(item, token, names);
  };

  const primary = (): boolean => {
    const token = peek();
    if (token === '(') {
      next();
      const inner = or();
      expect(')');
      return inner;
    }
    if (isKeyword(token, 'NOT')) {
      next();
      return !primary();
    }
    if (token && tokens[at + 1] === '(' && /^[a-z_]+$/.test(token)) {
      next();
      expect('(');
      const path = next();
      let holds: boolean;
      if (token === 'attribute_exists') holds = valueAt(item, path, names) !== undefined;
      else if (token === 'attribute_not_exists') holds = valueAt(item, path, names) === undefined;
      else if (token === 'attribute_type') {
        expect(',');
        holds = typeOf(valueAt(item, path, names)) === operand();
      } else throw new Error(`Unsupported function ${token} in condition: ${expression}`);
      expect(')');
      return holds;
    }
    const left = operand();
    const comparator = next();
    if (isKeyword(comparator, 'IN')) {
      expect('(');
      const candidates = [operand()];
      while (peek() === ',') {
        next();
        candidates.push(operand());
      }
      expect(')');
      return left !== undefined && candidates.some((candidate) => same(left, candidate));
    }
    return compare(left, comparator, operand());
  };

  const and = (): boolean => {
    let holds = primary();
    while (isKeyword(peek(), 'AND')) {
      next();
      holds = primary() && holds;
    }
    return holds;
  };

  const or = (): boolean => {
    let holds = and();
    while (isKeyword(peek(), 'OR')) {
      next();
      holds = and() || holds;
    }
    return holds;
  };

  const holds = or();
  if (at !== tokens.length) throw new Error(`Unexpected ${peek()} in condition: ${expression}`);
  return holds;
}

function valueAt(item: Item, path: string, names: Names): unknown {
  let current: unknown = item;
  for (const part of path.split('.')) {
    const name = part.startsWith('#') ? names[part] : part;
    if (name === undefined) throw new Error(`Name ${part} is not defined`);
    if (current === null || typeof current !== 'object') return undefined;
    current = (current as Record<string, unknown>)[name];
  }
  return current;
}

function typeOf(value: unknown): string | undefined {
  if (value === undefined) return undefined;
  if (value === null) return 'NULL';
  if (typeof value === 'string') return 'S';
  if (typeof value === 'number') return 'N';
  if (typeof value === 'boolean') return 'BOOL';
  if (Array.isArray(value)) return 'L';
  if (value instanceof Set) return typeof [...value][0] === 'number' ? 'NS' : 'SS';
  return 'M';
}

const same = (left: unknown, right: unknown) =>
  typeOf(left) === typeOf(right) && JSON.stringify(left) === JSON.stringify(right);

/**
 * DynamoDB compares only values of one type, and an ordering or equality with a missing side is
 * false. `<>` with a missing side is left out: no builder on the money path writes one.
 */
function compare(left: unknown, comparator: string, right: unknown): boolean {
  if (left === undefined || right === undefined) {
    if (comparator === '<>') throw new Error('<> with a missing attribute is not modelled');
    return false;
  }
  if (comparator === '=') return same(left, right);
  if (comparator === '<>') return !same(left, right);
  const ordered =
    (typeof left === 'number' && typeof right === 'number') ||
    (typeof left === 'string' && typeof right === 'string');
  if (!ordered) return false;
  const [a, b] = [left as number | string, right as number | string];
  if (comparator === '<') return a < b;
  if (comparator === '<=') return a <= b;
  if (comparator === '>') return a > b;
  if (comparator === '>=') return a >= b;
  throw new Error(`Unsupported comparator ${comparator}`);
}
