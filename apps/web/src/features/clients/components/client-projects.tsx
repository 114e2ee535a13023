/** A client's project total with the active count as a badge, and its revenue in rand. */
import { type Client, formatZar } from '@firebreak/shared';
import Badge from '@mui/material/Badge';
import Typography from '@mui/material/Typography';

export function ClientProjects({ client }: { client: Client }) {
  return (
    <Badge
      badgeContent={client.activeProjects}
      color="primary"
      showZero={false}
      aria-label={`${client.totalProjects} projects, ${client.activeProjects} active`}
    >
      <Typography variant="body2" sx={{ pr: 1 }}>
        {client.totalProjects}
      </Typography>
    </Badge>
  );
}

export function clientRevenue(client: Client): string {
  return client.totalRevenue === null ? '—' : formatZar(client.totalRevenue);
}
