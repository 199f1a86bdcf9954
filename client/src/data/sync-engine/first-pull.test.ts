// @vitest-environment node
import { BehaviorSubject } from 'rxjs';
import { describe, expect, it } from 'vitest';
import type { Checkpoint } from '@sync/protocol/messages';
import {
  firstPullRecord,
  firstPullsFrom,
  firstPullsOf,
  forgetFirstPulls,
  memoryFirstPullStore,
  registerFirstPulls,
  watchFirstPull,
} from './first-pull';
import type { CollectionReplication } from '../synced-document';

const BATCH = 200;

/** A replication as the watch sees it: whether it works, and whether it is paused. */
function fakeReplication() {
  const active$ = new BehaviorSubject(false);
  const state = { paused: false };
  const replication = { active$, isStoppedOrPaused: () => state.paused };
  return { active$, state, replication: replication as unknown as CollectionReplication };
}

/** A pull handler answering `count` documents, or failing. */
function answering(count: number | 'offline') {
  return () => {
    if (count === 'offline') return Promise.reject(new TypeError('fetch failed'));
    const documents = Array.from({ length: count }, (_, index) => ({ id: `d${index}`, _deleted: false }));
    return Promise.resolve({ documents, checkpoint: { seq: count } });
  };
}

/** One replication cycle: active, the handler's pull, idle again. */
async function cycle(
  fake: ReturnType<typeof fakeReplication>,
  pull: (checkpoint: Checkpoint | undefined, batchSize: number) => Promise<unknown>,
) {
  fake.active$.next(true);
  await pull(undefined, BATCH).catch(() => undefined);
  fake.active$.next(false);
}

describe('the first pull record', () => {
  it('remembers each collection per database, and forgets a database whole', () => {
    const store = memoryFirstPullStore();
    const one = firstPullRecord(store, 'brightday-parent-one');
    one.remember('children');
    expect(one.has('children')).toBe(true);
    expect(one.has('routines')).toBe(false);
    expect(firstPullRecord(store, 'brightday-parent-two').has('children')).toBe(false);
    expect(firstPullRecord(store, 'brightday-parent-one').has('children')).toBe(true);
    one.forget();
    expect(firstPullRecord(store, 'brightday-parent-one').has('children')).toBe(false);
  });

  it('counts an unreadable record as nothing landed yet', () => {
    const store = memoryFirstPullStore();
    store.setItem('brightday-first-pull|brightday-parent-one', '{"children": true');
    expect(firstPullRecord(store, 'brightday-parent-one').has('children')).toBe(false);
    store.setItem('brightday-first-pull|brightday-parent-one', '{"children": true}');
    expect(firstPullRecord(store, 'brightday-parent-one').has('children')).toBe(false);
  });
});

describe('a first pull', () => {
  it('I-STATE-4: lands when the replication goes idle after the page that ends the feed, and is remembered', async () => {
    const record = firstPullRecord(memoryFirstPullStore(), 'db');
    const watch = watchFirstPull('routines', record);
    const fake = fakeReplication();
    watch.follow(fake.replication);
    await cycle(fake, watch.pull(answering(BATCH)));
    expect(watch.landed$.value).toBe(false);
    fake.active$.next(true);
    await watch.pull(answering(12))(undefined, BATCH);
    expect(watch.landed$.value).toBe(false);
    fake.active$.next(false);
    expect(watch.landed$.value).toBe(true);
    expect(record.has('routines')).toBe(true);
  });

  it('I-STATE-4: has not landed while every pull fails, however often the replication goes idle', async () => {
    const watch = watchFirstPull('children', firstPullRecord(memoryFirstPullStore(), 'db'));
    const fake = fakeReplication();
    watch.follow(fake.replication);
    await cycle(fake, watch.pull(answering('offline')));
    await cycle(fake, watch.pull(answering('offline')));
    expect(watch.landed$.value).toBe(false);
  });

  it('I-STATE-4: has not landed when a paused replication ends its pass with an empty answer', async () => {
    const watch = watchFirstPull('children', firstPullRecord(memoryFirstPullStore(), 'db'));
    const fake = fakeReplication();
    watch.follow(fake.replication);
    fake.state.paused = true;
    await cycle(fake, watch.pull(answering(0)));
    expect(watch.landed$.value).toBe(false);
    fake.state.paused = false;
    await cycle(fake, watch.pull(answering(3)));
    expect(watch.landed$.value).toBe(true);
  });

  it('I-STATE-4: has landed from the start on a device that remembers it, whatever the next pull does', async () => {
    const store = memoryFirstPullStore();
    firstPullRecord(store, 'db').remember('children');
    const watch = watchFirstPull('children', firstPullRecord(store, 'db'));
    expect(watch.landed$.value).toBe(true);
    const fake = fakeReplication();
    watch.follow(fake.replication);
    await cycle(fake, watch.pull(answering('offline')));
    expect(watch.landed$.value).toBe(true);
  });
});

describe('the first pulls of a database', () => {
  it('answers landed for a collection it does not replicate, and forgets them all when the data is wiped', () => {
    const store = memoryFirstPullStore();
    const record = firstPullRecord(store, 'brightday-board-one');
    record.remember('children');
    const pulls = firstPullsFrom(new Map([['children', watchFirstPull('children', record)]]), record);
    const database = { name: 'brightday-board-one' };
    registerFirstPulls(database, pulls);
    expect(firstPullsOf(database)).toBe(pulls);
    expect(pulls.landed('children')).toBe(true);
    expect(pulls.landed('dailyContent')).toBe(true);
    forgetFirstPulls(database);
    expect(firstPullRecord(store, 'brightday-board-one').has('children')).toBe(false);
  });
});
