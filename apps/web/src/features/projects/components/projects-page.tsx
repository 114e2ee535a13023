import { UnavailablePage } from '@/components/unavailable-page';

export default function ProjectsPage() {
  return (
    <UnavailablePage title="Projects Management" subtitle="Track every project from tender to completion." />
  );
}
