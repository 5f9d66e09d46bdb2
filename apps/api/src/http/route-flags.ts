import type { ExecutionContext } from '@nestjs/common';
import type { Reflector } from '@nestjs/core';

/**
 * Boolean route metadata (@Public(), @Raw(), …) read once per handler: it never changes after
 * start-up, and looking it up through Reflect on every request is measurable on the hottest calls.
 */
export class RouteFlags {
  private readonly cache = new WeakMap<object, Map<string, boolean>>();

  constructor(private readonly reflector: Reflector) {}

  has(key: string, context: ExecutionContext): boolean {
    const handler = context.getHandler();
    let flags = this.cache.get(handler);
    if (!flags) this.cache.set(handler, (flags = new Map<string, boolean>()));
    let value = flags.get(key);
    if (value === undefined) {
      value =
        this.reflector.getAllAndOverride<boolean | undefined>(key, [
          handler,
          context.getClass(),
        ]) === true;
      flags.set(key, value);
    }
    return value;
  }
}
