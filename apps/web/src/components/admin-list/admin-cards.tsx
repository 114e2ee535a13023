/**
 * An admin list on a phone: one card per item (nothing runs off a 390 px screen), the feature's own
 * card body, and the row's buttons under it when the viewer may change the list.
 */
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import type { ReactNode } from 'react';

export type AdminCardsProps<T extends { id: string }> = {
  label: string;
  items: T[];
  /** Each card's accessible name. */
  cardLabel: (item: T) => string;
  renderCard: (item: T) => ReactNode;
  actions?: ((item: T) => ReactNode) | undefined;
};

export function AdminCards<T extends { id: string }>({
  label,
  items,
  cardLabel,
  renderCard,
  actions,
}: AdminCardsProps<T>) {
  return (
    <Stack component="ul" aria-label={label} spacing={1.5} sx={{ listStyle: 'none', p: 0, m: 0 }}>
      {items.map((item) => (
        <Paper component="li" key={item.id} variant="outlined" aria-label={cardLabel(item)} sx={{ p: 1.5 }}>
          {renderCard(item)}
          {actions ? <Box sx={{ mt: 1 }}>{actions(item)}</Box> : null}
        </Paper>
      ))}
    </Stack>
  );
}
