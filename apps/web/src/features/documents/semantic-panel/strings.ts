/**
 * Texts of the AI search's settings area, the spec's second, semantic panel (§2 last AI Search bullet):
 * its method, threshold, weights, limit and filters drive the main search; its details part shows the
 * chosen result and why it matched.
 */
export const SEMANTIC_PANEL_STRINGS = {
  title: 'Search settings and details',
  intro: 'These settings drive the AI search above: change one and the results update.',
  method: 'Search method',
  methods: { semantic: 'AI Semantic', keyword: 'Keyword', hybrid: 'Hybrid' },
  methodHint: 'The same as the method tabs above',
  methodCompare: 'Compare Methods runs all three methods',
  thresholdHint:
    'Results at or above it are best matches; the rest follow under other matches, unless you hide them',
  hideBelow: 'Hide results below the threshold',
  hideBelowHint: 'A filter: the results panel says how many it hides',
  weightsHint: 'Used by Hybrid; the two always sum to 1',
  compareHint: 'Compare Methods uses the filters and shows the top 10 of each method',
  details: 'Document details',
  noSelection: 'Choose the details button on a result to see its information and why it matched.',
  closeDetails: 'Close details',
  noDescription: 'No description.',
  noTags: 'No tags',
  tags: 'Tags',
  whyMatched: 'Why it matched',
  foundBy: (method: string) => `Found by: ${method}`,
  relevance: (percent: number) =>
    `Relevance ${Math.round(percent)}%, in the ${percent >= 90 ? 'highest' : percent >= 70 ? 'second' : percent >= 50 ? 'third' : 'lowest'} band`,
  thresholdUsed: (value: number, above: boolean) =>
    above
      ? `It is at or above the similarity threshold of ${value.toFixed(2)}: a best match.`
      : `It is below the similarity threshold of ${value.toFixed(2)}: listed under other matches.`,
  weightsUsed: (ai: number, keyword: number) =>
    `Its score blends meaning (AI ${ai.toFixed(1)}) and words (Keyword ${keyword.toFixed(1)}).`,
  wordsFound: (words: string[]) => `Your words found in it: ${words.join(', ')}`,
  noWordsFound: 'None of your words appear in its name, description or tags: it matched by meaning.',
  openPreview: 'Open preview',
  download: 'Download',
} as const;
