/**
 * The buttons at the end of an admin list's row (edit, delete, retire…): each names its row in its
 * accessible name, and a row without any shows nothing.
 */
import Button, { type ButtonProps } from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import type { ReactNode } from 'react';

export type RowAction = {
  label: string;
  ariaLabel: string;
  onClick: () => void;
  color?: ButtonProps['color'];
  icon?: ReactNode;
};

export type RowActionsProps = {
  /** Actions the viewer may not take are passed as false or undefined and left out. */
  actions: (RowAction | false | undefined)[];
  /** Whether the buttons wrap onto a second line on a narrow row. */
  wrap?: boolean;
};

export function RowActions({ actions, wrap = true }: RowActionsProps) {
  const shown = actions.filter((action): action is RowAction => Boolean(action));
  if (shown.length === 0) return null;
  return (
    <Stack direction="row" spacing={1} sx={wrap ? { flexWrap: 'wrap', rowGap: 1 } : undefined}>
      {shown.map((action) => (
        <Button
          key={action.ariaLabel}
          size="small"
          {...(action.color ? { color: action.color } : {})}
          {...(action.icon ? { startIcon: action.icon } : {})}
          aria-label={action.ariaLabel}
          onClick={action.onClick}
        >
          {action.label}
        </Button>
      ))}
    </Stack>
  );
}
