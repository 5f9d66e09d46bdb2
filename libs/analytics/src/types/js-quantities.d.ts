// Types of js-quantities (it ships none): the parts the engine uses.
declare module 'js-quantities' {
  interface Qty {
    scalar: number;
    units(): string;
    kind(): string | undefined;
    isCompatible(other: string | Qty): boolean;
    to(units: string): Qty;
    toBase(): Qty;
  }
  interface QtyStatic {
    (value: number | string, units?: string): Qty;
    parse(text: string): Qty | null;
  }
  const Qty: QtyStatic;
  export = Qty;
}
