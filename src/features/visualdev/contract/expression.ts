import { toFixed2Calc } from '../../../contract/money';

/** Operators of a calculate field (SPEC §5): + − × ÷, × and ÷ before + and −. */
export const OPERATORS = ['+', '-', '×', '÷'] as const;
export type Operator = (typeof OPERATORS)[number];
export type ExpressionToken = number | string;

export const isOperator = (t: ExpressionToken): t is Operator => typeof t === 'string' && (OPERATORS as readonly string[]).includes(t);

export const ExpressionMsg = {
  invalid: '计算公式不正确：应为数值与运算符交替，且以数值开头和结尾',
  unknownField: (name: string) => `计算公式引用了不存在的字段${name}`,
} as const;

/**
 * §5's checker: an odd number of tokens, operands first and last, operands and operators
 * alternating. An operand is a number or a field reference (any string that is not an operator).
 */
export function isValidExpression(tokens: readonly ExpressionToken[]): boolean {
  if (tokens.length === 0 || tokens.length % 2 === 0) return false;
  return tokens.every((t, i) => (i % 2 === 0 ? !isOperator(t) && (typeof t === 'number' ? Number.isFinite(t) : t.trim() !== '') : isOperator(t)));
}

/** The field references of an expression (`a`, or `table.column` for a sub-table column's sum). */
export const expressionFields = (tokens: readonly ExpressionToken[]): string[] =>
  tokens.filter((t, i): t is string => i % 2 === 0 && typeof t === 'string' && !/^[+-]?\d+(\.\d+)?$/.test(t));

function operand(t: ExpressionToken, read: (name: string) => unknown): number {
  if (typeof t === 'number') return t;
  if (/^[+-]?\d+(\.\d+)?$/.test(t)) return Number(t);
  const raw = read(t);
  const n = typeof raw === 'number' ? raw : typeof raw === 'string' && raw.trim() !== '' ? Number(raw.replaceAll(',', '')) : 0;
  return Number.isFinite(n) ? n : 0;
}

/**
 * Evaluates with the usual precedence; an empty operand counts as 0; the result has two decimals and
 * NaN or ±Infinity (÷ 0) becomes 0 (SPEC §5). An invalid expression gives 0.
 */
export function evaluateExpression(tokens: readonly ExpressionToken[], read: (name: string) => unknown): number {
  if (!isValidExpression(tokens)) return 0;
  // Fold × and ÷ into terms, then add the terms.
  const terms: number[] = [operand(tokens[0]!, read)];
  const signs: ('+' | '-')[] = [];
  for (let i = 1; i < tokens.length; i += 2) {
    const op = tokens[i] as Operator;
    const value = operand(tokens[i + 1]!, read);
    if (op === '×') terms[terms.length - 1]! *= value;
    else if (op === '÷') terms[terms.length - 1]! /= value;
    else {
      signs.push(op);
      terms.push(value);
    }
  }
  const total = terms.reduce((sum, term, i) => (i === 0 ? term : signs[i - 1] === '-' ? sum - term : sum + term), 0);
  return toFixed2Calc(total);
}

/** The sum of a sub-table column, as a calculate operand `table.column` reads it. */
export function columnSum(rows: unknown, column: string): number {
  if (!Array.isArray(rows)) return 0;
  let sum = 0;
  for (const row of rows) {
    const v = (row as Record<string, unknown> | null)?.[column];
    const n = typeof v === 'number' ? v : typeof v === 'string' && v.trim() !== '' ? Number(v) : 0;
    if (Number.isFinite(n)) sum += n;
  }
  return sum;
}

/** A reader over a record: `a` is the record's field; `t.c` sums column c of sub-table t; in a row, the row's cells come first. */
export function recordReader(record: Record<string, unknown>, row?: Record<string, unknown>): (name: string) => unknown {
  return (name) => {
    if (row && Object.hasOwn(row, name)) return row[name];
    const dot = name.indexOf('.');
    if (dot > 0) return columnSum(record[name.slice(0, dot)], name.slice(dot + 1));
    return record[name];
  };
}
