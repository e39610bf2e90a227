import { Navigate } from 'react-router';
import { GateSpinner } from '../../errors/components/GateSpinner';
import { StaffLayout } from '../../staff-layout/components/StaffLayout';
import { StudentLayout } from '../../student-portal/components/StudentLayout';
import { useAuthStore } from '../../session/authStore';
import { studentLandingPath } from '../../session/landing';

/** Staff routes: spinner until the session is known; signed out → /login; students and parents → their landing page. */
export function StaffGate() {
  const status = useAuthStore((s) => s.status);
  const viewer = useAuthStore((s) => s.viewer);
  if (status === 'pending' || status === 'signingOut') return <GateSpinner />;
  if (!viewer) return <Navigate to="/login" replace />;
  if (!viewer.isStaff) return <Navigate to={studentLandingPath(viewer)} replace />;
  return <StaffLayout viewer={viewer} />;
}

/** Student and parent routes: spinner until the session is known; anyone but a signed-in User → /login. */
export function StudentGate() {
  const status = useAuthStore((s) => s.status);
  const viewer = useAuthStore((s) => s.viewer);
  if (status === 'pending' || status === 'signingOut') return <GateSpinner />;
  if (!viewer || viewer.isStaff) return <Navigate to="/login" replace />;
  return <StudentLayout viewer={viewer} />;
}
