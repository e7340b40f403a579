// What an UpdateExpression will make of an item, worked out before it is written, so the audit
// record that goes into the same transaction can say each field's value after (decision 022).
// It knows the forms the data modules write: SET with values, attributes, `+`/`-`,
// if_not_exists and list_append; REMOVE; ADD and DELETE of numbers and sets; nested paths
// (`a.#b`, `list[0]`). Anything else throws, and the caller records the field as "changed".

export type Item = Record<string, unknown>;

export interface UpdateInput {
  UpdateExpression?: string;
  ExpressionAttributeNames?: Record<string, string>;
  ExpressionAttributeValues?: Record<string, unknown>;
}

type PathStep = string | number;

export class UnsupportedUpdateExpression extends Error {
  override name = 'UnsupportedUpdateExpression';
}

/** The top-level attribute names an update touches, known even where its values are not. */
export function touchedAttributes(input: UpdateInput): string[] {
  const names = new Set<string>();
  for (const clause of clausesOf(input.UpdateExpression ?? '')) {
    for (const action of splitTopLevel(clause.body)) {
      const target =
        clause.keyword === 'SET' ? action.split('=')[0]! : action.trim().split(/\s+/)[0]!;
      const first = parsePath(target.trim(), input.ExpressionAttributeNames ?? {})[0];
      if (typeof first === 'string') names.add(first);
    }
  }
  return [...names];
}

/** The item as it will be once the update is applied to `before` (undefined: a new item). */
export function applyUpdate(before: Item | undefined, key: Item, input: UpdateInput): Item {
  const item: Item = structuredClone(before ?? key);
  const names = input.ExpressionAttributeNames ?? {};
  const values = input.ExpressionAttributeValues ?? {};
  const source = structuredClone(item);
  const evaluate = (operand: string): unknown =>
    evaluateOperand(operand.trim(), source, names, values);
  for (const clause of clausesOf(input.UpdateExpression ?? '')) {
    for (const action of splitTopLevel(clause.body)) {
      if (clause.keyword === 'SET') {
        const equals = action.indexOf('=');
        if (equals < 0) throw new UnsupportedUpdateExpression(action);
        const path = parsePath(action.slice(0, equals).trim(), names);
        setAt(item, path, evaluateSum(action.slice(equals + 1), evaluate));
      } else {
        const [target, operand] = action.trim().split(/\s+/, 2);
        const path = parsePath(target ?? '', names);
        if (clause.keyword === 'REMOVE') removeAt(item, path);
        else if (clause.keyword === 'ADD')
          setAt(item, path, add(getAt(item, path), evaluate(operand ?? '')));
        else setAt(item, path, without(getAt(item, path), evaluate(operand ?? '')));
      }
    }
  }
  return item;
}

type Keyword = 'SET' | 'REMOVE' | 'ADD' | 'DELETE';

function clausesOf(expression: string): Array<{ keyword: Keyword; body: string }> {
  const pattern = /(?<![#:\w])(SET|REMOVE|ADD|DELETE)\b/g;
  const marks = [...expression.matchAll(pattern)].filter(
    (match) => depthAt(expression, match.index) === 0,
  );
  if (!marks.length && expression.trim()) throw new UnsupportedUpdateExpression(expression);
  return marks.map((match, index) => ({
    keyword: match[1] as Keyword,
    body: expression.slice(
      match.index + match[0].length,
      marks[index + 1]?.index ?? expression.length,
    ),
  }));
}

function depthAt(text: string, end: number): number {
  let depth = 0;
  for (const char of text.slice(0, end)) {
    if (char === '(') depth += 1;
    if (char === ')') depth -= 1;
  }
  return depth;
}

/** Splits on commas outside parentheses. */
function splitTopLevel(text: string): string[] {
  const parts: string[] = [];
  let depth = 0;
  let start = 0;
  for (let index = 0; index < text.length; index += 1) {
    const char = text[index];
    if (char === '(') depth += 1;
    else if (char === ')') depth -= 1;
    else if (char === ',' && depth === 0) {
      parts.push(text.slice(start, index));
      start = index + 1;
    }
  }
  parts.push(text.slice(start));
  return parts.map((part) => part.trim()).filter(Boolean);
}

function evaluateSum(text: string, evaluate: (operand: string) => unknown): unknown {
  // `a + b` or `a - b` at the top level; operands never hold a bare + or - of their own.
  let depth = 0;
  for (let index = 0; index < text.length; index += 1) {
    const char = text[index];
    if (char === '(') depth += 1;
    else if (char === ')') depth -= 1;
    else if ((char === '+' || char === '-') && depth === 0) {
      const left = evaluate(text.slice(0, index));
      const right = evaluate(text.slice(index + 1));
      if (typeof left !== 'number' || typeof right !== 'number') {
        throw new UnsupportedUpdateExpression(text);
      }
      return char === '+' ? left + right : left - right;
    }
  }
  return evaluate(text);
}

function evaluateOperand(
  operand: string,
  item: Item,
  names: Record<string, string>,
  values: Record<string, unknown>,
): unknown {
  const call = /^(\w+)\s*\((.*)\)$/s.exec(operand);
  if (call) {
    const args = splitTopLevel(call[2]!);
    const argument = (index: number) => evaluateOperand(args[index] ?? '', item, names, values);
    if (call[1] === 'if_not_exists') {
      const current = getAt(item, parsePath(args[0] ?? '', names));
      return current === undefined ? argument(1) : current;
    }
    if (call[1] === 'list_append') {
      const [first, second] = [argument(0), argument(1)];
      if (!Array.isArray(first) || !Array.isArray(second))
        throw new UnsupportedUpdateExpression(operand);
      return [...first, ...second];
    }
    throw new UnsupportedUpdateExpression(operand);
  }
  if (operand.startsWith(':')) {
    if (!(operand in values)) throw new UnsupportedUpdateExpression(operand);
    return structuredClone(values[operand]);
  }
  return structuredClone(getAt(item, parsePath(operand, names)));
}

function parsePath(text: string, names: Record<string, string>): PathStep[] {
  const steps: PathStep[] = [];
  for (const part of text.split('.')) {
    const match = /^([#\w-]+)((?:\[\d+\])*)$/.exec(part.trim());
    if (!match) throw new UnsupportedUpdateExpression(text);
    const name = match[1]!.startsWith('#') ? names[match[1]!] : match[1]!;
    if (name === undefined) throw new UnsupportedUpdateExpression(text);
    steps.push(name);
    for (const index of match[2]!.matchAll(/\[(\d+)\]/g)) steps.push(Number(index[1]));
  }
  return steps;
}

function getAt(item: unknown, path: PathStep[]): unknown {
  let current = item;
  for (const step of path) {
    if (current === null || typeof current !== 'object') return undefined;
    current = (current as Record<PathStep, unknown>)[step];
  }
  return current;
}

function parentOf(item: Item, path: PathStep[]): Record<PathStep, unknown> {
  const parent = getAt(item, path.slice(0, -1));
  if (parent === null || typeof parent !== 'object')
    throw new UnsupportedUpdateExpression(path.join('.'));
  return parent as Record<PathStep, unknown>;
}

function setAt(item: Item, path: PathStep[], value: unknown): void {
  parentOf(item, path)[path.at(-1)!] = value;
}

function removeAt(item: Item, path: PathStep[]): void {
  const parent = getAt(item, path.slice(0, -1));
  if (parent === null || typeof parent !== 'object') return;
  const last = path.at(-1)!;
  if (Array.isArray(parent) && typeof last === 'number') parent.splice(last, 1);
  else delete (parent as Record<PathStep, unknown>)[last];
}

function add(current: unknown, value: unknown): unknown {
  if (typeof value === 'number') {
    if (current !== undefined && typeof current !== 'number')
      throw new UnsupportedUpdateExpression('ADD');
    return (current ?? 0) + value;
  }
  if (value instanceof Set) return new Set([...(current instanceof Set ? current : []), ...value]);
  throw new UnsupportedUpdateExpression('ADD');
}

function without(current: unknown, value: unknown): unknown {
  if (!(value instanceof Set)) throw new UnsupportedUpdateExpression('DELETE');
  if (!(current instanceof Set)) return current;
  const left = new Set([...current].filter((member) => !value.has(member)));
  return left.size ? left : undefined;
}
