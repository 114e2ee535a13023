/** The 'Quote the defects' dialog's words. */
import { BOQ_MESSAGES } from '@firebreak/shared';

export const S = {
  open: 'Quote the defects',
  title: 'Quote the defects',
  loading: 'Loading the defects…',
  loadFailed: 'The defects could not be loaded',
  intro: (title: string, client: string) =>
    `Each ticked defect becomes a line of one Draft quote, '${title}' for ${client}. You can adjust it in Detailed BOQ before it is sent.`,
  defectsLabel: 'Open defects',
  nothingOpen: 'Every open defect of this visit is already on a quote.',
  alreadyQuoted: 'Already on a quote',
  found: (date: string) => `found ${date}`,
  item: 'Price list item',
  noItems: 'Type at least 2 letters to search the price list',
  itemPrice: (price: string, unit: string) => `${price} / ${unit}`,
  typedLine: 'No item: the line is added at R 0 to price in Detailed BOQ',
  quantity: 'Quantity',
  quantityInvalid: BOQ_MESSAGES.quantityInvalid,
  template: 'Terms from template',
  templateHelp: 'Project type, payment terms, includes and excludes',
  templateRequired: 'Choose a quote template for the terms',
  urgency: 'Urgency',
  location: 'Location',
  noneChosen: 'Tick at least one defect',
  failed: 'The quote could not be created. Please try again.',
  create: (count: number) => (count === 1 ? 'Create quote (1 line)' : `Create quote (${count} lines)`),
} as const;
