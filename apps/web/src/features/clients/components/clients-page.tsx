import { UnavailablePage } from '@/components/unavailable-page';

export default function ClientsPage() {
  return (
    <UnavailablePage title="Client Management" subtitle="Clients, their contacts, projects and revenue." />
  );
}
