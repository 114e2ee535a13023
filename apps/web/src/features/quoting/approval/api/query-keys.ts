/** Query keys of the client's approval page; components never spell a key themselves. */
export const quoteApprovalKeys = { quote: (token: string) => ['quote-approval', token] as const };
