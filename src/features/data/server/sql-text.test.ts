import { describe, expect, it } from 'vitest';
import { DATA_INTERFACE_MSG } from '../contract';
import { prepareSql, type SqlDialect } from './sql-text';

const read = (text: string, dialect: SqlDialect = 'sqlite') => prepareSql(text, dialect, false);
const refusal = (text: string, dialect: SqlDialect = 'sqlite', write = false) => {
  try {
    prepareSql(text, dialect, write);
    return null;
  } catch (error) {
    return (error as Error).message;
  }
};

describe('prepareSql', () => {
  it('binds @name and {name} outside strings, comments and quoted names, per dialect', () => {
    expect(read("select * from t where a = @a and b = {b} and c = '@a {b}' and \"@a\" = @a")).toMatchObject({
      text: "select * from t where a = ? and b = ? and c = '@a {b}' and \"@a\" = ?", order: ['a', 'b', 'a'], names: ['a', 'b'],
    });
    expect(read('select * from t where a = @a or b = @b or c = @a', 'postgres')).toMatchObject({ text: 'select * from t where a = $1 or b = $2 or c = $1', order: ['a', 'b'] });
    expect(read("select 'x' from t where mail = 'a@b.cn' -- @c\n", 'postgres').order).toEqual([]);
    expect(read('select $$ @a ; $$ as x', 'postgres')).toMatchObject({ text: 'select $$ @a ; $$ as x', order: [] });
    expect(read("select E'\\' ; @a' as x", 'postgres').order).toEqual([]);
  });

  it('takes one statement: a trailing ; only, whatever hides the second', () => {
    expect(read('select 1;  ').text).toBe('select 1');
    for (const text of [
      'select 1; delete from base_user',
      'select 1 /* ; */ ; delete from base_user',
      'select 1 -- x\n; select 2',
      "select 'a'';' ; select 2",
      'select 1;;',
    ]) expect(refusal(text), text).toBe(DATA_INTERFACE_MSG.oneStatement);
    // A backslash does not escape a quote in a standard string: the ; after it is outside.
    expect(refusal("select 'a\\'; delete from t; --'", 'postgres')).toBe(DATA_INTERFACE_MSG.oneStatement);
    // PostgreSQL nests block comments (the text after the inner */ is still a comment), SQLite does not.
    expect(read('select 1 /* a /* b */ ; */', 'postgres').text).toBe('select 1');
    expect(refusal('select 1 /* a /* b */ ; */', 'sqlite')).toBe(DATA_INTERFACE_MSG.oneStatement);
    expect(refusal("select 'open")).toBe(DATA_INTERFACE_MSG.unclosed);
    expect(refusal('select 1 /* open')).toBe(DATA_INTERFACE_MSG.unclosed);
  });

  it('a query interface reads only; a write interface writes rows, never schema', () => {
    expect(refusal('delete from t')).toBe(DATA_INTERFACE_MSG.selectOnly);
    expect(refusal('with x as (delete from t returning *) select * from x', 'postgres')).toBe(DATA_INTERFACE_MSG.writeWord('delete'));
    expect(refusal("select set_config('default_transaction_read_only', 'off', false)", 'postgres')).toBe(DATA_INTERFACE_MSG.writeWord('set_config'));
    expect(refusal('select * into t2 from t', 'postgres')).toBe(DATA_INTERFACE_MSG.writeWord('into'));
    expect(refusal('pragma table_info(t)')).toBe(DATA_INTERFACE_MSG.selectOnly);
    expect(read("select 'delete' as \"update\" from t").order).toEqual([]);
    expect(prepareSql('update t set a = @a where id = @id', 'sqlite', true).order).toEqual(['a', 'id']);
    expect(refusal('drop table t', 'sqlite', true)).toBe(DATA_INTERFACE_MSG.writeKinds);
  });

  it('lists the names a statement mentions, quoted ones unquoted', () => {
    expect(prepareSql('delete from "Base""User" where x in (select id from [b_t] where `c` = 1)', 'sqlite', true).identifiers.sort()).toEqual(['b_t', 'base"user', 'c', 'delete', 'from', 'id', 'in', 'select', 'where', 'x']);
  });

  it("refuses the driver's own placeholders", () => {
    expect(refusal('select * from t where a = ?')).toBe(DATA_INTERFACE_MSG.placeholder);
    expect(refusal('select * from t where a = :a')).toBe(DATA_INTERFACE_MSG.placeholder);
    expect(refusal('select * from t where a = $1', 'postgres')).toBe(DATA_INTERFACE_MSG.placeholder);
    expect(read('select a::text from t', 'postgres').text).toBe('select a::text from t');
  });

  describe('MySQL', () => {
    const my = (text: string) => read(text, 'mysql');
    it('binds with ? each time and reads backticks as names, "…" as strings with backslash escapes', () => {
      expect(my('select `a``b` from t where x = @x or y = {x}')).toMatchObject({ text: 'select `a``b` from t where x = ? or y = ?', order: ['x', 'x'] });
      expect(prepareSql('update `Lc_T` set a = @a', 'mysql', true).identifiers).toContain('lc_t');
      expect(my('select "@x" as a, \'@x\' as b').order).toEqual([]);
      // A backslash escapes the quote: the ; and the write after it are inside the string.
      expect(my("select 'a\\'; delete from t; @x' as s").order).toEqual([]);
      expect(my('select "a\\"; delete from t; @x" as s').order).toEqual([]);
      expect(refusal("select 'a\\\\'; delete from t; --'", 'mysql')).toBe(DATA_INTERFACE_MSG.oneStatement);
    });

    it('drops # and "-- " comments but not --x, and never nests /* */ (its /*! … */ never reaches the engine)', () => {
      expect(my('select 1 # ; delete\n')).toMatchObject({ text: 'select 1' });
      expect(my('select 1 -- ; delete\n').text).toBe('select 1');
      expect(my('select 5--3 as x').text).toBe('select 5--3 as x');
      expect(refusal('select 5--x\n; delete from t', 'mysql')).toBe(DATA_INTERFACE_MSG.oneStatement);
      expect(refusal('select 1 /* a /* b */ ; */', 'mysql')).toBe(DATA_INTERFACE_MSG.oneStatement);
      expect(my('select 1 /*!50000 , sleep(100) */ as a').text).toBe('select 1   as a');
    });

    it("copies @@system variables, refuses the driver's ? and user variables, and still refuses writes", () => {
      expect(my('select @@version, @@session.sql_mode as m')).toMatchObject({ text: 'select @@version, @@session.sql_mode as m', order: [] });
      for (const text of ['select * from t where a = ?', "select @'v'", 'select @`v`', 'select @"v"']) expect(refusal(text, 'mysql'), text).toBe(DATA_INTERFACE_MSG.placeholder);
      expect(refusal('select * from t into outfile "/tmp/x"', 'mysql')).toBe(DATA_INTERFACE_MSG.writeWord('into'));
      expect(refusal('replace into t values (1)', 'mysql')).toBe(DATA_INTERFACE_MSG.selectOnly);
      expect(my("select replace(name, 'a', 'b') from t").order).toEqual([]);
    });
  });
});
