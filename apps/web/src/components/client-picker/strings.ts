export const CLIENT_PICKER_STRINGS = {
  hint: 'Pick from Clients or type a new name',
  linked: 'From the Clients list',
  existing: (name: string) => `Links to ${name} in Clients`,
  added: (name: string) => `New client: ${name} will be added to Clients`,
  quoteOnly: (name: string) => `Not in Clients: ${name} is added when the quote becomes a project`,
} as const;
