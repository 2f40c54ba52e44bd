import PlanEditorOverlay from './PlanEditorOverlay';

/** The editor as a staff page of its own (`/admin/tischplan`); closing returns to the reservations. */
export default function PlanEditorPage() {
  return <PlanEditorOverlay onClose={() => window.location.assign('/admin/reservierungen')} />;
}
