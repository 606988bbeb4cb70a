import type { Queryable } from '#db/database';
import { versionedMemory } from '#db/versioned-memory';

const database = (): Queryable => ({ query: () => Promise.reject(new Error('not asked')), exec: () => Promise.resolve() });

describe('versionedMemory', () => {
  it('answers only under the version the value was kept with', () => {
    const memory = versionedMemory<number, string>(10);
    const db = database();
    memory.set(db, 'a', 1, 'first');
    expect(memory.get(db, 'a', 1)).toBe('first');
    expect(memory.get(db, 'a', 2)).toBeUndefined();
    memory.set(db, 'a', 2, 'second');
    expect(memory.get(db, 'a', 1)).toBeUndefined();
    expect(memory.get(db, 'a', 2)).toBe('second');
  });

  it('keeps each database apart', () => {
    const memory = versionedMemory<number, string>(10);
    const one = database();
    memory.set(one, 'a', 1, 'one');
    expect(memory.get(database(), 'a', 1)).toBeUndefined();
    expect(memory.get(one, 'a', 1)).toBe('one');
  });

  it('holds at most its limit a database, the oldest written out first', () => {
    const memory = versionedMemory<number, string>(2);
    const db = database();
    memory.set(db, 'a', 1, 'a');
    memory.set(db, 'b', 1, 'b');
    memory.set(db, 'a', 1, 'a again');
    memory.set(db, 'c', 1, 'c');
    expect(memory.get(db, 'b', 1)).toBeUndefined();
    expect(memory.get(db, 'a', 1)).toBe('a again');
    expect(memory.get(db, 'c', 1)).toBe('c');
  });

  it('forgets a value only while the key still holds it', () => {
    const memory = versionedMemory<number, string>(10);
    const db = database();
    memory.set(db, 'a', 1, 'failed');
    memory.set(db, 'a', 2, 'later');
    memory.forget(db, 'a', 'failed');
    expect(memory.get(db, 'a', 2)).toBe('later');
    memory.forget(db, 'a', 'later');
    expect(memory.get(db, 'a', 2)).toBeUndefined();
  });
});
