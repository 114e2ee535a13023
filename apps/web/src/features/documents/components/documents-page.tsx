import { UnavailablePage } from '@/components/unavailable-page';

export default function DocumentsPage() {
  return (
    <UnavailablePage title="Document Management" subtitle="Search, browse and manage project documents." />
  );
}
