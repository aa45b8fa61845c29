/**
 * Runs async tasks one at a time, in call order. Used where an in-process race must be excluded on
 * the embedded database (SQLite has one connection, so row locks cannot serialise transactions).
 */
export class SerialQueue {
  private tail: Promise<unknown> = Promise.resolve();

  run<T>(task: () => Promise<T>): Promise<T> {
    const result = this.tail.then(task, task);
    this.tail = result.catch(() => undefined);
    return result;
  }
}
