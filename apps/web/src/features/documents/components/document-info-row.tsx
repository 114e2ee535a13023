/**
 * A document's metadata line under its name, as every list of documents shows it: small chips
 * (category, department, revision, method or type), then captions (size, date), then whatever the
 * list adds at the end (tags, the text-reading status). A chip that repeats an earlier one's words (a
 * Design document of the Design department) is shown once: 'Design Design' says nothing more.
 */
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import type { SxProps, Theme } from '@mui/material/styles';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';

export type InfoChip = { label: string; outlined?: boolean; primary?: boolean };

export function DocumentInfoRow({
  chips,
  details,
  children,
  sx,
}: {
  /** Left out when null, undefined or false (an optional department or revision). */
  chips: (InfoChip | null | undefined | false)[];
  details: string[];
  children?: ReactNode;
  sx?: SxProps<Theme>;
}) {
  const present = chips.filter((chip): chip is InfoChip => Boolean(chip));
  const sameWords = (a: InfoChip, b: InfoChip) => a.label.toLowerCase() === b.label.toLowerCase();
  const shown = present.filter(
    (chip, index) => present.findIndex((other) => sameWords(other, chip)) === index,
  );
  return (
    <Stack
      direction="row"
      spacing={1}
      useFlexGap
      sx={[{ mt: 1, flexWrap: 'wrap', alignItems: 'center' }, ...(Array.isArray(sx) ? sx : [sx])]}
    >
      {shown.map((chip) => (
        <Chip
          key={chip.label}
          size="small"
          label={chip.label}
          variant={chip.outlined ? 'outlined' : undefined}
          color={chip.primary ? 'primary' : undefined}
        />
      ))}
      {details.map((detail, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: the position (size, date) is the caption's identity
        <Typography key={index} variant="caption">
          {detail}
        </Typography>
      ))}
      {children}
    </Stack>
  );
}
