/**
 * Money crosses the API in rand (at most two decimals); it is stored and priced in integer cents.
 * The one conversion pair: the server's rows, the quote arithmetic and the reports use these.
 */

/** Cents → rand. Number() because a database driver may hand a bigint column over as a string. */
export const centsToRand = (cents: number) => Math.round(Number(cents)) / 100;

export const randToCents = (rand: number) => Math.round(rand * 100);
