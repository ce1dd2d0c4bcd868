import type { Db } from './types';

/** A wrapper that runs each call after something else: a schema being created, a transaction finishing. */
type CallWrapper = <A extends unknown[], R>(call: (...args: A) => Promise<R>) => (...args: A) => Promise<R>;

/** The Db's four query methods, each called through `wrap`; both engines build their Db around these. */
export function wrapQueries(db: Pick<Db, 'all' | 'get' | 'run' | 'exec'>, wrap: CallWrapper) {
  return {
    all: wrap(db.all) as Db['all'],
    get: wrap(db.get) as Db['get'],
    run: wrap(db.run),
    exec: wrap(db.exec),
  };
}
