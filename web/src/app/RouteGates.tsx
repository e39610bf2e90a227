import { lazy, Suspense } from 'react';
import { Navigate } from 'react-router';
import { GateSpinner } from '../features/errors/components/GateSpinner';
import { useAuthStore } from '../features/session/authStore';
import { studentLandingPath } from '../features/session/landing';

// Each audience's layout loads with its first route: the sign-in page downloads neither (bundle budget, issue 13).
const StaffLayout = lazy(() =>
  import('../features/staff-layout/components/StaffLayout').then((m) => ({ default: m.StaffLayout })),
);
const StudentLayout = lazy(() =>
  import('../features/student-portal/components/StudentLayout').then((m) => ({ default: m.StudentLayout })),
);

/** Staff routes: spinner until the session is known; signed out → /login; students and parents → their landing page. */
export function StaffGate() {
  const status = useAuthStore((s) => s.status);
  const viewer = useAuthStore((s) => s.viewer);
  if (status === 'pending' || status === 'signingOut') return <GateSpinner />;
  if (!viewer) return <Navigate to="/login" replace />;
  if (!viewer.isStaff) return <Navigate to={studentLandingPath(viewer)} replace />;
  return (
    <Suspense fallback={<GateSpinner />}>
      <StaffLayout viewer={viewer} />
    </Suspense>
  );
}

/** Student and parent routes: spinner until the session is known; anyone but a signed-in User → /login. */
export function StudentGate() {
  const status = useAuthStore((s) => s.status);
  const viewer = useAuthStore((s) => s.viewer);
  if (status === 'pending' || status === 'signingOut') return <GateSpinner />;
  if (!viewer || viewer.isStaff) return <Navigate to="/login" replace />;
  return (
    <Suspense fallback={<GateSpinner />}>
      <StudentLayout viewer={viewer} />
    </Suspense>
  );
}
