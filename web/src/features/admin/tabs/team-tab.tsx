import { TabHeading } from '../kit/tab-heading';

// Filled in by the work on decision 022.
export function TeamTab() {
  return <TabHeading title="Team" />;
}
