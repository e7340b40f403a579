import { lazy } from 'react';
import { Route, Routes } from '#web/lib/router';
import { paths } from '#web/app/paths';
import { AdminPage } from './admin-page';
import { Redirect } from './auth/redirect';
import { LoginPage } from './login-page';
import { ResetPasswordPage } from './reset-password-page';
import { AdminAuthFrame } from './shell/admin-shell';

const AdminCoursePage = lazy(() =>
  import('./tabs/courses/admin-course-page').then((m) => ({ default: m.AdminCoursePage })),
);
const AdminBatchPage = lazy(() =>
  import('./tabs/courses/admin-batch-page').then((m) => ({ default: m.AdminBatchPage })),
);

/**
 * Everything under /admin, behind one lazy route so the public pages' first load carries a
 * single entry for it, and outside the public layout. Paths are relative to /admin.
 */
export function AdminArea() {
  return (
    <Routes>
      <Route index element={<AdminPage />} />
      <Route
        path="login"
        element={
          <AdminAuthFrame>
            <LoginPage />
          </AdminAuthFrame>
        }
      />
      <Route
        path="reset-password"
        element={
          <AdminAuthFrame>
            <ResetPasswordPage />
          </AdminAuthFrame>
        }
      />
      <Route path=":section" element={<AdminPage />} />
      <Route
        path="courses/:courseId"
        element={<AdminPage within="courses" view={AdminCoursePage} />}
      />
      <Route
        path="courses/:courseId/batches/:batchId"
        element={<AdminPage within="courses" view={AdminBatchPage} />}
      />
      <Route path="*" element={<Redirect to={paths.admin} />} />
    </Routes>
  );
}
