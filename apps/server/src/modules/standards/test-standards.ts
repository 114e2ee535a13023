/**
 * A small gas-suppression standard for tests, written here (the app ships no standard's text): our
 * own words in a standard's shape, with clause headings and an FM-200 clause on page 2.
 */
import { makePdf } from '../handbook/test-pdfs';

export const FM200_CLAUSE_HEADING = '7.3 FM-200 (HFC-227ea) design concentration';

export const GAS_STANDARD_PAGES = [
  [
    '1 Scope',
    'This test document covers gaseous fire-extinguishing systems that protect enclosed rooms such',
    'as server rooms, archives and electrical switch rooms.',
    '2 Normative references',
    'The documents referred to are listed by number only.',
  ].join('\n'),
  [
    '7 Agent quantities',
    '7.1 General',
    'The quantity of agent is worked out from the net volume of the enclosure and its lowest',
    'expected temperature.',
    FM200_CLAUSE_HEADING,
    'The FM-200 design concentration for surface fires in Class A hazards is taken from the',
    'manufacturer’s listed data and is held for at least ten minutes after discharge.',
    'The discharge of the agent is completed within ten seconds.',
  ].join('\n'),
  [
    '9 Inspection and maintenance',
    '9.1 Six-monthly service',
    'Every six months the cylinders are weighed and their pressure gauges read; a container that has',
    'lost more than five percent of its agent is refilled or replaced.',
    '9.2 Room integrity',
    'The enclosure is checked each year for openings that would let the agent leak away.',
  ].join('\n'),
];

export const gasStandardPdf = () =>
  makePdf({ pages: GAS_STANDARD_PAGES, title: 'Gaseous fire-extinguishing systems (test text)' });
