// jstat ships no types (and there is no @types/jstat); only what Steward calls is declared.
declare module 'jstat' {
  interface JStat {
    studentt: {
      /** The Student's t distribution's cumulative distribution function at x. */
      cdf(x: number, degreesOfFreedom: number): number;
    };
  }
  const jStat: JStat;
  export = jStat;
}
