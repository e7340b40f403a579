import { Route, Routes } from '#web/lib/router';
import { paths } from '#web/app/paths';
import { AdminPage } from './admin-page';
import { Redirect } from './auth/redirect';
import { LoginPage } from './login-page';
import { ResetPasswordPage } from './reset-password-page';

/**
 * Everything under /admin, behind one lazy route so the public pages' first load carries a
 * single entry for it. Paths are relative to /admin.
 */
export function AdminArea() {
  return (
    <Routes>
      <Route index element={<AdminPage />} />
      <Route path="login" element={<LoginPage />} />
      <Route path="reset-password" element={<ResetPasswordPage />} />
      <Route path="*" element={<Redirect to={paths.admin} />} />
    </Routes>
  );
}
